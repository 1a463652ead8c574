#!/usr/bin/env python3
"""Lay out a staging copy of tools/testing/selftests/bpf holding only what the
selected tests need, so the stock selftests Makefile builds test_progs, bench
and bpf_testmod.ko in about a minute instead of ~1000 BPF objects.

    ci/stage_selftests.py TREE STAGE LIST [LOCAL_DIR]

TREE       kernel tree (tree/)
STAGE      staging directory, a sibling of selftests/bpf inside TREE so the
           Makefile's relative paths still resolve (made afresh, only changed
           files rewritten, so make's timestamps stay useful)
LIST       ci/selftests.list: one prog_tests name per line
LOCAL_DIR  project-local selftests/bpf overlay (copied on top), optional

Kept: every file except progs/*.c and prog_tests/*.c; of those, the selected
prog_tests, the programs their skeleton includes name (recursively through
#include "x.c"), the programs bench, benchs/ and map_tests/ include, and the
programs the Makefile names explicitly (LSKELS, LSKELS_SIGNED, LSKELS_EXTRA,
the -deps of LINKED_SKELS). A selected test that does not exist is an error.
"""
import filecmp
import os
import re
import shutil
import sys

SKEL_RE = re.compile(r'#include\s+"([\w-]+)\.(?:l|sub)?skel\.h"')
CINC_RE = re.compile(r'#include\s+"([\w-]+)\.c"')


def die(msg):
    print(f"error: {msg}", file=sys.stderr)
    sys.exit(1)


def makefile_progs(makefile):
    """Program sources the Makefile names outside the progs/ wildcard."""
    text = open(makefile).read().replace("\\\n", " ")
    names = set()
    for var in ("LSKELS", "LSKELS_SIGNED", "LSKELS_EXTRA"):
        m = re.search(rf"^{var}\s*:=(.*)$", text, re.M)
        if m:
            names |= {f[:-2] for f in m.group(1).split() if f.endswith(".c")}
    m = re.search(r"^LINKED_SKELS\s*:=(.*)$", text, re.M)
    for skel in (m.group(1).split() if m else []):
        d = re.search(rf"^{re.escape(skel)}-deps\s*:=(.*)$", text, re.M)
        if d:
            names |= {o[: -len(".bpf.o")] for o in d.group(1).split()}
    return names


def includes(path):
    try:
        text = open(path, errors="replace").read()
    except FileNotFoundError:
        return set(), set()
    return set(SKEL_RE.findall(text)), set(CINC_RE.findall(text))


def sync_file(src, dst):
    if os.path.exists(dst) and filecmp.cmp(src, dst, shallow=False):
        return
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.copy2(src, dst)


def main():
    if len(sys.argv) not in (4, 5):
        die(__doc__.strip().splitlines()[3].strip())
    tree, stage, listfile = sys.argv[1:4]
    local = sys.argv[4] if len(sys.argv) == 5 else None
    src = os.path.join(tree, "tools/testing/selftests/bpf")
    if not os.path.isdir(src):
        die(f"{src}: no selftests/bpf here")

    # The source as the build sees it: the tree, then the local overlay.
    files = {}
    for base in [src] + ([local] if local and os.path.isdir(local) else []):
        for dirpath, dirnames, filenames in os.walk(base):
            for f in filenames:
                full = os.path.join(dirpath, f)
                files[os.path.relpath(full, base)] = full

    selected = []
    for line in open(listfile):
        line = line.split("#", 1)[0].strip()
        if line:
            selected.append(line)
    missing = [t for t in selected if f"prog_tests/{t}.c" not in files]
    if missing:
        die(f"{listfile}: no prog_tests/<name>.c for: {' '.join(missing)}")

    progs = makefile_progs(files["Makefile"])
    roots = [files[f"prog_tests/{t}.c"] for t in selected]
    roots += [files["bench.c"]] + [p for r, p in files.items()
                                  if r.startswith(("benchs/", "map_tests/")) and r.endswith(".c")]
    for r in roots:
        progs |= includes(r)[0]
    todo = list(progs)
    while todo:
        p = todo.pop()
        path = files.get(f"progs/{p}.c")
        if path is None:
            continue
        skels, cincs = includes(path)
        for n in (skels | cincs) - progs:
            progs.add(n)
            todo.append(n)
    unknown = sorted(p for p in progs if f"progs/{p}.c" not in files)
    # A skeleton with no progs/ source is generated from another name (e.g.
    # linked skeletons); the Makefile's own rules cover those.
    keep = {}
    for rel, full in files.items():
        d, f = os.path.split(rel)
        if d == "progs" and f.endswith(".c") and f[:-2] not in progs:
            continue
        if d == "prog_tests" and f.endswith(".c") and f[:-2] not in selected:
            continue
        keep[rel] = full

    for dirpath, dirnames, filenames in os.walk(stage):
        for f in filenames:
            rel = os.path.relpath(os.path.join(dirpath, f), stage)
            if rel not in keep:
                os.unlink(os.path.join(dirpath, f))
    for rel, full in keep.items():
        sync_file(full, os.path.join(stage, rel))
    nprogs = sum(1 for r in keep if r.startswith("progs/") and r.endswith(".c"))
    print(f"staged {len(selected)} tests, {nprogs} BPF programs in {stage}"
          + (f" (no progs/ source for {len(unknown)} skeleton names)" if unknown else ""),
          file=sys.stderr)


if __name__ == "__main__":
    main()
