#!/usr/bin/env python3
"""Lay out a staging copy of tools/testing/selftests/bpf holding only what the
selected tests need, so the stock selftests Makefile builds test_progs, bench
and bpf_testmod.ko in about a minute instead of ~1000 BPF objects.

    ci/stage_selftests.py [--names-to FILE] TREE STAGE LIST [LOCAL_DIR]
    ci/stage_selftests.py [--names-to FILE] --all DENY TREE STAGE [LOCAL_DIR]

TREE       kernel tree (tree/)
STAGE      staging directory, a sibling of selftests/bpf inside TREE so the
           Makefile's relative paths still resolve (made afresh, only changed
           files rewritten, so make's timestamps stay useful)
LIST       ci/selftests.list: one prog_tests file name (without .c) a line
--all DENY every prog_tests file but those DENY's build lines name
           (ci/selftests-ci.deny, make test FLAVOUR=ci)
LOCAL_DIR  project-local selftests/bpf overlay (copied on top), optional
--names-to FILE  write "TEST<TAB>FILE" for each test the staged prog_tests
           files define (their "void test_NAME(void)" functions: a file's
           tests may have other names than the file, rbtree.c's rbtree_*)

Kept: every file except progs/*.c and prog_tests/*.c; of those, the selected
prog_tests, the programs their skeleton includes name (recursively through
#include "x.c"), the programs bench, benchs/ and map_tests/ include, and the
programs the Makefile names explicitly (LSKELS, LSKELS_SIGNED, LSKELS_EXTRA,
the -deps of LINKED_SKELS). With --all, every program but those only the
denied files reach. A selected file that does not exist or defines no test
is an error.
"""
import filecmp
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ciparse  # noqa: E402

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


def closure(roots, files, progs=None):
    """The programs ROOTS' skeleton includes name, recursively through the
    programs' own #include "x.c" and skeletons."""
    progs = set(progs or ())
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
    return progs


def main():
    args = sys.argv[1:]
    names_to = deny = None
    while args and args[0] in ("--names-to", "--all"):
        if len(args) < 2:
            die(f"{args[0]} needs a file")
        if args[0] == "--names-to":
            names_to = args[1]
        else:
            deny = args[1]
        args = args[2:]
    usage = "\n".join(__doc__.strip().splitlines()[3:5])
    if deny:
        if len(args) not in (2, 3):
            die(usage)
        tree, stage = args[:2]
        listfile = None
        local = args[2] if len(args) == 3 else None
    else:
        if len(args) not in (3, 4):
            die(usage)
        tree, stage, listfile = args[:3]
        local = args[3] if len(args) == 4 else None
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

    all_tests = sorted(r[len("prog_tests/"):-2] for r in files
                       if r.startswith("prog_tests/") and r.endswith(".c") and r.count("/") == 1)
    if deny:
        try:
            rules = ciparse.read_deny(deny)
        except (OSError, ciparse.DenyError) as e:
            die(str(e))
        skipped = [n for k, n, _, _ in rules if k == "build"]
        missing = [t for t in skipped if t not in all_tests]
        if missing:
            die(f"{deny}: build lines name no prog_tests/<name>.c: {' '.join(missing)}")
        selected = [t for t in all_tests if t not in skipped]
        listfile = deny
    else:
        selected = []
        for line in open(listfile):
            line = line.split("#", 1)[0].strip()
            if line:
                selected.append(line)
        missing = [t for t in selected if f"prog_tests/{t}.c" not in files]
        if missing:
            die(f"{listfile}: no prog_tests/<name>.c for: {' '.join(missing)}")
    names = []
    for t in selected:
        found = ciparse.test_names(open(files[f"prog_tests/{t}.c"], errors="replace").read())
        if not found and not deny:
            die(f"{listfile}: prog_tests/{t}.c defines no test (no 'void test_NAME(void)')")
        names += [(n, t) for n in found]

    fixed = makefile_progs(files["Makefile"])
    others = [files["bench.c"]] + [p for r, p in files.items()
                                   if r.startswith(("benchs/", "map_tests/")) and r.endswith(".c")]
    progs = closure([files[f"prog_tests/{t}.c"] for t in selected] + others, files, fixed)
    if deny:
        # every program, even those no skeleton names (tests open some by
        # file name), but those only the denied files' skeletons reach
        everything = {r[len("progs/"):-2] for r in files if r.startswith("progs/") and r.endswith(".c")}
        only_denied = closure([files[f"prog_tests/{t}.c"] for t in skipped], files) - progs
        progs = (everything - only_denied) | progs
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
    if names_to:
        with open(names_to + ".tmp", "w") as f:
            for n, t in names:
                f.write(f"{n}\t{t}\n")
        os.replace(names_to + ".tmp", names_to)
    nprogs = sum(1 for r in keep if r.startswith("progs/") and r.endswith(".c"))
    print(f"staged {len(selected)} tests, {nprogs} BPF programs in {stage}"
          + (f" (no progs/ source for {len(unknown)} skeleton names)" if unknown else ""),
          file=sys.stderr)


if __name__ == "__main__":
    main()
