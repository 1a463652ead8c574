// SPDX-License-Identifier: GPL-2.0
/*
 * cachemark N: in the guest, execute cachemodel.so's marker number N
 * (0-65535) once; the plugin then writes a line of its counters. Anywhere
 * else it does nothing.
 *
 * The marker is an 8-byte NOP, nopl 0xca5eNNNN(%rax,%rax,1): N is in the
 * instruction's bytes, so the code is written at run time into a page of
 * its own and called (after an endbr64, should user IBT be on).
 *
 *   gcc -O2 -static -o cachemark cachemark.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

int main(int argc, char **argv)
{
	unsigned char code[] = {
		0xf3, 0x0f, 0x1e, 0xfa,				/* endbr64 */
		0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x5e, 0xca,	/* nopl */
		0xc3,						/* ret */
	};
	unsigned long n = 0;
	char *end = NULL;
	void *page;

	if (argc == 2)
		n = strtoul(argv[1], &end, 0);
	if (argc != 2 || end == argv[1] || *end || n > 0xffff) {
		fprintf(stderr, "usage: cachemark N (0-65535)\n");
		return 2;
	}
	code[8] = n & 0xff;
	code[9] = n >> 8;
	page = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (page == MAP_FAILED) {
		perror("cachemark: mmap");
		return 1;
	}
	memcpy(page, code, sizeof(code));
	if (mprotect(page, 4096, PROT_READ | PROT_EXEC)) {
		perror("cachemark: mprotect");
		return 1;
	}
	((void (*)(void))page)();
	return 0;
}
