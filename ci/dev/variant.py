#!/usr/bin/env python3
"""Apply an experiment to kernel/bpf/memalloc.c of a kernel tree (in place).

    ci/dev/variant.py FILE VARIANT

Variants (experiments of the cover letter's "Status", not for submission):
  none      the series as is
  urg=N     ask for an urgent quiescent state only once N batches wait
            (the series: N=1; URG=16 is 'only when the ring is full')
  fifo=N    replace the grace period by a count: a batch may be reused after
            N more frees on its cpu. NOT SAFE: it measures what delayed reuse
            costs without any RCU machinery.
  spare=N   trim a completed batch nobody took once refills had one to
            spare for N ticks in a row (the series: N=2)
"""
import re
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, variant = sys.argv[1], sys.argv[2]
    s = open(path).read()
    name, _, arg = variant.partition("=")
    urgent = "\tif (cnt)\n\t\trcu_request_urgent_qs_task(current);"
    if name == "none":
        pass
    elif name == "urg" and arg.isdigit():
        if urgent not in s:
            sys.exit("variant.py: urgent-QS call not found")
        s = s.replace(urgent, urgent.replace("if (cnt)", f"if (cnt >= {arg})"))
    elif name == "fifo" and arg.isdigit():
        s, n = re.subn(r"poll_state_synchronize_rcu_full\(&(.+?)(->|\.)gp\)",
                       r"((data_race(c->free_rcu_seq) - \1\2seq) >= " + arg + ")", s)
        poll = "\tstart_poll_synchronize_rcu_full(&gp);"
        if n != 3 or poll not in s or urgent not in s:
            sys.exit("variant.py: memalloc.c does not look like the series' one")
        s = s.replace(poll, "\tmemset(&gp, 0, sizeof(gp));").replace(urgent, "")
    elif name == "spare" and arg.isdigit():
        spare = "c->gp_spare_ticks >= 2 &&"
        if spare not in s:
            sys.exit("variant.py: gp_trim()'s spare-tick test not found")
        s = s.replace(spare, f"c->gp_spare_ticks >= {arg} &&")
    else:
        sys.exit(f"variant.py: unknown variant '{variant}'\n{__doc__}")
    open(path, "w").write(s)


if __name__ == "__main__":
    main()
