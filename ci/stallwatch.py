#!/usr/bin/env python3
"""Watch this host's cpus for stalls while one guest boot runs.

    ci/stallwatch.py DIR

Runs until SIGTERM or SIGINT (ci/bench.sh starts it before each boot and
stops it after). One child per cpu this process may use, pinned to it,
sleeps TICK (10 ms) at a time and logs each wake-up that comes STALL_MS
(20 ms) or more late: for that long the cpu ran nothing of this host's
choosing. Such stalls come from outside: this machine is itself a guest,
and its host stops one of its cpus now and then, for up to a whole 100 ms
period (EXPERIMENTS.md, K). A guest vCPU on that cpu stands still
meanwhile, and RCU cannot end a grace period while a cpu that owes it a
quiescent state stands still, so what is freed meanwhile waits.

The parent polls DIR every POLL (50 ms) for the guest's benchmark runs
(ci/guest-lib.sh's run(): DIR/<name>.txt appears when <name> starts,
DIR/status.txt gains "<name> ok" or "<name> FAILED ..." when it ends).

Appends to DIR/host-stalls.txt, one event a line, T in seconds of the
host's CLOCK_MONOTONIC:

  stall CPU T LATE_MS    cpu CPU woke LATE_MS late from a sleep due at T
  start NAME T           benchmark NAME started (at most POLL earlier)
  end NAME T             benchmark NAME ended (at most POLL earlier)

ci/report.py counts the stalls of 50 ms or more during each benchmark.
"""
import os
import signal
import sys
import time

TICK = 0.01
STALL_MS = 20
POLL = 0.05


def log(fd, line):
    # one write() per line on an O_APPEND file: lines do not interleave
    os.write(fd, (line + "\n").encode())


def watch(cpu, fd):
    os.sched_setaffinity(0, {cpu})
    last = time.monotonic()
    while True:
        time.sleep(TICK)
        now = time.monotonic()
        late = (now - last - TICK) * 1000
        if late >= STALL_MS:
            log(fd, f"stall {cpu} {last + TICK:.6f} {late:.1f}")
        last = now


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: ci/stallwatch.py DIR (an existing directory)")
    out = sys.argv[1]
    fd = os.open(os.path.join(out, "host-stalls.txt"),
                 os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    # files already there are not this boot's benchmarks
    pre = {n for n in os.listdir(out) if n.endswith(".txt")}
    kids = []
    for cpu in sorted(os.sched_getaffinity(0)):
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            watch(cpu, fd)
        kids.append(pid)

    def stop(*_):
        for pid in kids:
            try:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            except OSError:
                pass
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    started = {n[:-4] for n in pre} | {"status", "cmd"}
    try:
        poll(out, fd, started)
    finally:
        stop()


def poll(out, fd, started):
    """Log when benchmarks start and end; started: names to ignore."""
    ended = set()
    status = os.path.join(out, "status.txt")
    while True:
        now = time.monotonic()
        try:
            names = os.listdir(out)
        except OSError:
            names = []
        for n in names:
            if n.endswith(".txt") and n[:-4] not in started:
                started.add(n[:-4])
                log(fd, f"start {n[:-4]} {now:.6f}")
        try:
            with open(status) as f:
                lines = f.read().splitlines()
        except OSError:
            lines = []
        for line in lines:
            w = line.split()
            if len(w) >= 2 and w[0] not in ended and w[1] in ("ok", "FAILED"):
                ended.add(w[0])
                log(fd, f"end {w[0]} {now:.6f}")
        time.sleep(POLL)


if __name__ == "__main__":
    main()
