#!/usr/bin/env python3
"""Where QEMU spent the host's time, per benchmark and mode (HOSTPROF=1
ci/dev/inboot.sh).

    ci/dev/hostprof.py DIR...

DIR is a run of HOSTPROF=1 ci/dev/inboot.sh ($CACHE/dev/inboot-<ts>): each
r<N>-<mode>/prof-<case>.data (or .data.xz) is a perf cpu-clock profile of
the QEMU process (999 Hz per thread) while that benchmark ran. For each use
case (htab-mem's, and mpt-<test> for map_perf_test) and mode, prints the
samples (ms of host cpu) summed over runs, split by thread and by what ran:
the translated guest code (QEMU's JIT, no symbols), QEMU's softmmu slow
paths (guest loads and stores that missed QEMU's TLB: helper_*_mmu, tlb_*,
probe_access*), its translation-block lookup and execution loop
(helper_lookup_tb_ptr, cpu_exec*, tb_*, cpu-exec.c), the rest of QEMU (its
top symbols by name; static functions count under the exported symbol
before them), the host kernel and libraries. For htab-mem's use cases, then
the host ms per 1000 operations of one producer (bench.txt's per-prod-op
rate x SECS; the profile also covers the bench's start-up and warm-up, so
this is a rate to compare between modes, not a cost); for map_perf_test,
the host ms per run (every run does MPT_CNT iterations per cpu).

With HOSTPROF=2 runs, prints instead, from each prof-<case>.stat (perf
stat of uprobes on QEMU functions, inboot.sh's qemu_probes), how often
QEMU called each: flushed its TLB (tlb_flush) or jump cache
(tcg_flush_jmp_cache), delivered an interrupt or exception
(do_interrupt_x86_hardirq, x86_cpu_do_interrupt), translated code
(tb_gen_code), invalidated or flushed translations (tb_phys_invalidate,
tb_flush__exclusive_or_serial...), ran one instruction exclusively for an
atomic it cannot do in parallel (cpu_exec_step_atomic), summed over runs,
then per run or per 1000 operations as above.

HOSTPROF=3 runs are HOSTPROF=1 profiles at 4999 Hz (their samples are
scaled to 999 Hz, so the tables above read the same) with QEMU's rbp in
each sample. In this QEMU build rbp holds the guest pc throughout
tb_htable_lookup() (static, found by its calls of
get_page_addr_code_hostp() and qht_lookup_custom()), which runs when
QEMU's per-vCPU jump cache has no translation block for the pc. So the
samples there, by the guest function at that pc (the boot's
System.map.xz), say whose code misses the jump cache: printed per run or
per 1000 operations, the functions that differ most between the modes
first; then, with several boots, each boot's host time all in all and in
tb_htable_lookup(), with its code-layout shift (the 'pads' of inboot.sh's
about file): which hot functions collide in the 4096-entry jump cache
depends on where the code lies.
"""
import bisect
import collections
import contextlib
import os
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hold import BOOT  # noqa: E402  (ci/dev/hold.py: r<N>-<mode> run directories)
from alt import about  # noqa: E402  (ci/dev/alt.py: inboot.sh's about file)
from intr import row  # noqa: E402  (ci/dev/intr.py: one table line per mode)

SOFTMMU = re.compile(r'^(helper_\w+_mmu|cpu_\w+_mmu|tlb_\w+|probe_access\w*|'
                     r'helper_ld_i128|helper_st_i128)$')
# accel/tcg/cpu-exec.c: its static functions (cpu_exec_loop, cpu_tb_exec,
# cpu_handle_interrupt, tb_lookup...) sit between the exported
# accel_irqchip_begin_route_changes and helper_lookup_tb_ptr in Debian's
# QEMU 11.1 build, so nearest() names them 'accel_irqchip_begin_route_changes+'
TBLOOP = re.compile(r'^(helper_lookup_tb_ptr|curr_cflags|cpu_exec\w*|tb_\w+|cpu_loop_exit\w*|'
                    r'accel_irqchip_begin_route_changes\+)$')
TOP_SYMS = 8
TOP_FUNCS = 20


def exported(binary, cache={}):
    """A binary's exported functions: sorted [(address, name)] (nm -D)"""
    if binary not in cache:
        out = subprocess.run(['nm', '-D', '--defined-only', binary],
                             capture_output=True, text=True)
        syms = []
        for line in out.stdout.splitlines():
            f = line.split()
            if len(f) == 3 and f[1] in 'Tt':
                syms.append((int(f[0], 16), f[2]))
        cache[binary] = sorted(syms)
    return cache[binary]


def nearest(binary, addr):
    """'name+0xoff' of the exported function at or before addr: a static
    function's samples then land on a neighbour's name, marked by the +"""
    syms = exported(binary)
    i = bisect.bisect_right(syms, (addr, '\x7f')) - 1
    if i < 0:
        return hex(addr)
    return f'{syms[i][1]}+{addr - syms[i][0]:#x}'


@contextlib.contextmanager
def plain(path):
    """perf.data, or a decompressed copy of .data.xz (as kept in results/)"""
    if path.suffix != '.xz':
        yield path
        return
    with tempfile.NamedTemporaryFile(suffix='.data') as tmp:
        subprocess.run(['xz', '-dc', str(path)], stdout=tmp, check=True)
        yield pathlib.Path(tmp.name)


def scale(path):
    """Factor that turns a profile's samples into 999 Hz samples (~ms)"""
    out = subprocess.run(['perf', 'evlist', '-F', '-i', str(path)],
                         capture_output=True, text=True).stdout
    m = re.search(r'sample_freq=(\d+)', out)
    return 999 / int(m.group(1)) if m else 1


def qemu_paths(path):
    """dso base name -> path, from the profile's build ids"""
    ids = subprocess.run(['perf', 'buildid-list', '-i', str(path)],
                         capture_output=True, text=True).stdout
    return {os.path.basename(p): p for p in
            (line.split(None, 1)[1] for line in ids.splitlines() if ' ' in line)}


def samples(path):
    """perf.data -> [(thread, dso, symbol, samples)]; QEMU's samples that
    perf leaves unnamed (static functions) get nearest()'s name"""
    out = subprocess.run(
        ['perf', 'report', '-i', str(path), '--stdio',
         '--no-children', '-g', 'none', '-q', '-F', 'sample,comm,dso,sym',
         '--field-separator', '\t'],
        capture_output=True, text=True, check=True)
    paths = qemu_paths(path)  # perf prints base names in the table
    rows = []
    for line in out.stdout.splitlines():
        f = [x.strip() for x in line.split('\t')]
        if len(f) < 4 or not f[0].isdigit():
            continue
        sym = f[3][4:] if f[3][:1] == '[' else f[3]  # "[.] name"
        if 'qemu-system' in f[2] and sym.startswith('0x') and f[2] in paths:
            sym = nearest(paths[f[2]], int(sym, 16))
        rows.append((f[1], f[2], sym, int(f[0])))
    return rows


def htab_lookup_range(binary, cache={}):
    """[start, end) of the code in tb_htable_lookup() where rbp holds the
    guest pc: from 'mov %rbp,%rsi' before its call of
    get_page_addr_code_hostp() to its call of qht_lookup_custom(); None if
    this QEMU build's code has another shape"""
    if binary not in cache:
        syms = dict((n, a) for a, n in exported(binary))
        a = syms.get('accel_irqchip_begin_route_changes')
        b = syms.get('helper_lookup_tb_ptr')
        cache[binary] = None
        if a and b:
            out = subprocess.run(['objdump', '-d', '--no-show-raw-insn',
                                  f'--start-address={a:#x}', f'--stop-address={b:#x}',
                                  binary], capture_output=True, text=True).stdout
            ins = [(int(m.group(1), 16), m.group(2)) for m in
                   re.finditer(r'^\s*([0-9a-f]+):\s+(.*)$', out, re.M)]
            for i, (addr, text) in enumerate(ins):
                if 'call' in text and '<get_page_addr_code_hostp' in text:
                    mov = [x for x, t in ins[max(0, i - 4):i] if t.startswith('mov    %rbp,%rsi')]
                    qht = [x for x, t in ins[i:i + 60]
                           if 'call' in t and '<qht_lookup_custom' in t]
                    if mov and qht:
                        cache[binary] = (mov[0], qht[0] + 5)
                        break
    return cache[binary]


class Symbols:
    """A guest kernel's text symbols, from System.map.xz"""

    def __init__(self, path):
        text = subprocess.run(['xz', '-dc', str(path)], capture_output=True,
                              text=True, check=True).stdout
        self.syms = sorted((int(f[0], 16), f[2]) for f in map(str.split, text.splitlines())
                           if len(f) == 3 and f[1] in 'Tt')
        etext = [a for a, n in self.syms if n == '_etext']
        self.etext = etext[0] if etext else self.syms[-1][0]

    def name(self, pc):
        if pc < 1 << 47:
            return '(user space)'
        i = bisect.bisect_right(self.syms, (pc, '\x7f')) - 1
        if i < 0 or pc >= self.etext:
            return '(BPF JIT, modules, other kernel)'
        return self.syms[i][1]


def lookups(path, syms):
    """perf.data of HOSTPROF=3 -> Counter(guest function: samples in
    tb_htable_lookup()'s range), or None if QEMU's code is not recognised"""
    paths = qemu_paths(path)
    qemu = [p for n, p in paths.items() if n.startswith('qemu-system')]
    rng = htab_lookup_range(qemu[0]) if qemu else None
    if not rng:
        return None
    out = subprocess.run(['perf', 'script', '-i', str(path), '-F', 'comm,ip,dso,uregs',
                          '--show-mmap-events'],
                         capture_output=True, text=True, check=True).stdout
    # QEMU is position-independent: its executable mapping (start, length,
    # file offset) turns a sample's ip into the binary's address, which is
    # its file offset (text segment at p_vaddr == p_offset)
    maps = [(int(m.group(1), 16), int(m.group(2), 16), int(m.group(3), 16)) for m in
            re.finditer(r'MMAP2 .*\[(0x[0-9a-f]+)\((0x[0-9a-f]+)\) @ (0x[0-9a-f]+) .*r-xp \S*qemu-system',
                        out)]
    counts = collections.Counter()
    # "CPU 0/TCG  7f...a3 (/usr/bin/qemu-system-x86_64) ABI:2 BP:0xffff..."
    for m in re.finditer(r'/TCG\s+([0-9a-f]+) \((\S+)\)\s+ABI:\d+\s+BP:0x([0-9a-f]+)', out):
        if 'qemu-system' not in m.group(2):
            continue
        ip = int(m.group(1), 16)
        for start, length, off in maps:
            if start <= ip < start + length and rng[0] <= ip - start + off < rng[1]:
                counts[syms.name(int(m.group(3), 16))] += 1
    return counts


def kind(dso, sym):
    """What ran: a category, or 'qemu: SYMBOL' for the rest of QEMU"""
    if dso.startswith('[unknown]') or dso.startswith('[JIT') or dso.startswith('//anon'):
        return 'guest code (JIT)'
    if dso == '[kernel.kallsyms]' or dso.startswith('[kernel'):
        return 'host kernel'
    if 'qemu-system' in dso:
        # nearest()'s "name+0xoff": all of the static code after name
        sym = re.sub(r'\+0x[0-9a-f]+$', '+', sym)
        if SOFTMMU.match(sym):
            return 'softmmu slow path'
        if TBLOOP.match(sym):
            return 'TB lookup / exec loop'
        return 'qemu: ' + sym
    return 'libraries'


def probe_counts(path):
    """prof-<case>.stat (perf stat -x, of HOSTPROF=2's uprobes) ->
    {function: calls}"""
    out = {}
    for line in path.read_text().splitlines():
        f = line.split(',')
        if len(f) >= 3 and f[2].startswith('probe_qemu:') and f[0].isdigit():
            out[f[2][len('probe_qemu:'):]] = int(f[0])
    return out


class Runs:
    """How many runs each (case, mode) had and how many htab-mem operations
    they did: one for the profiles, one for the uprobe counts"""

    def __init__(self):
        self.runs = collections.Counter()
        self.nops = collections.Counter()
        self.noops = set()  # (case, mode) with a run whose operations are unknown

    def add(self, run, case, mode, secs):
        self.runs[case, mode] += 1
        o = ops(run, case, secs)
        if o is None:
            self.noops.add((case, mode))
        else:
            self.nops[case, mode] += o

    def per_unit(self, case, modes):
        """({mode: divisor}, label) to print a count per map_perf_test run
        or per 1000 htab-mem operations of one producer, or (None, None)"""
        if case.startswith('mpt-'):
            # every run does the same iterations (MPT_CNT per cpu)
            return ({m: self.runs[case, m] for m in modes},
                    'per run (each the same iterations)')
        if not any((case, m) in self.noops or not self.nops[case, m] for m in modes):
            return ({m: self.nops[case, m] / 1e3 for m in modes},
                    'per 1000 operations of one producer (its per-prod-op rate x SECS)')
        return None, None


def ops(run, case, secs):
    """One producer's htab-mem operations in run directory 'run' (its
    per-prod-op rate x SECS), or None"""
    f = run / 'bench.txt'
    if case.startswith('mpt-') or not f.exists():
        return None
    for line in f.read_text().splitlines():
        m = re.match(rf'{re.escape(case)} Summary: per-prod-op\s+([0-9.]+)', line)
        if m:
            return float(m.group(1)) * 1e3 * secs
    return None


def main(dirs):
    if not dirs:
        sys.exit(__doc__.strip())
    # (case, mode) -> category -> samples; threads
    cat = collections.defaultdict(collections.Counter)
    thr = collections.defaultdict(collections.Counter)
    runs = Runs()
    # HOSTPROF=2's probe counts: (case, mode) -> function -> calls
    calls = collections.defaultdict(collections.Counter)
    pruns = Runs()
    # HOSTPROF=3: (case, mode) -> guest function -> samples in tb_htable_lookup()
    miss = collections.defaultdict(collections.Counter)
    mruns = Runs()
    # per boot: (dir, boot) -> Runs; -> (case, mode) -> [all ms, tb_htable_lookup() ms]
    bruns = collections.defaultdict(Runs)
    bms = collections.defaultdict(lambda: collections.defaultdict(lambda: [0, 0]))
    pads = {}
    for d in map(pathlib.Path, dirs):
        secs = int(about(d).get('secs', 8))
        reps = int(about(d).get('reps', 1))
        pads[d] = about(d).get('pads', '').split()
        syms = {}
        found = False
        for st in sorted(d.glob('r*-*/prof-*.stat')):
            mode = BOOT.match(st.parent.name).group(2)
            case = st.name[len('prof-'):-len('.stat')]
            calls[case, mode].update(probe_counts(st))
            pruns.add(st.parent, case, mode, secs)
            found = True
        for data in sorted(d.glob('r*-*/prof-*.data*')):
            mode = BOOT.match(data.parent.name).group(2)
            case = data.name[len('prof-'):].partition('.data')[0]
            boot = (int(BOOT.match(data.parent.name).group(1)) - 1) // reps + 1
            sm = d / f'boot-{boot}' / 'System.map.xz'
            try:
                with plain(data) as p:
                    rows, f = samples(p), scale(p)
                    if sm.exists():
                        if sm not in syms:
                            syms[sm] = Symbols(sm)
                        counts = lookups(p, syms[sm])
                        if counts is None:
                            sys.exit('hostprof.py: no tb_htable_lookup() in this QEMU '
                                     'build (another version?)')
                        miss[case, mode].update({g: n * f for g, n in counts.items()})
                        mruns.add(data.parent, case, mode, secs)
                        bruns[d, boot].add(data.parent, case, mode, secs)
                        bms[d, boot][case, mode][0] += sum(r[3] for r in rows) * f
                        bms[d, boot][case, mode][1] += sum(counts.values()) * f
            except subprocess.CalledProcessError as e:
                print(f'hostprof.py: {data}: perf failed: {e.stderr.strip()[:200]}',
                      file=sys.stderr)
                continue
            found = True
            runs.add(data.parent, case, mode, secs)
            for comm, dso, sym, n in rows:
                n *= f
                # vCPU threads are "CPU 0/TCG"...; the rest is QEMU's I/O
                t = 'vCPU threads' if '/TCG' in comm else 'other threads'
                thr[case, mode][t] += n
                cat[case, mode][kind(dso, sym)] += n
        if not found:
            sys.exit(f'hostprof.py: no r*-*/prof-*.data[.xz] or .stat in {d} '
                     '(HOSTPROF=1 or 2 ci/dev/inboot.sh)')
    for case in sorted({c for c, _ in calls}):
        modes = sorted(m for c, m in calls if c == case)
        fns = sorted({f for m in modes for f in calls[case, m]})
        print(f'{case}: calls of QEMU functions (uprobes), summed over runs')
        row('function', (m[:14] for m in modes))
        row('runs', (pruns.runs[case, m] for m in modes))
        for f in fns:
            row(f, (calls[case, m][f] for m in modes))
        per, unit = pruns.per_unit(case, modes)
        if per:
            print(f'  {unit}:')
            for f in fns:
                row(f, (f'{calls[case, m][f] / per[m]:.1f}' for m in modes))
        print()
    for case in sorted({c for c, _ in cat}):
        modes = sorted(m for c, m in cat if c == case)
        fixed = ['guest code (JIT)', 'softmmu slow path', 'TB lookup / exec loop',
                 'host kernel', 'libraries']
        qemu = collections.Counter()
        for m in modes:
            for k, v in cat[case, m].items():
                if k.startswith('qemu: '):
                    qemu[k] += v
        shown = fixed + [k for k, _ in qemu.most_common(TOP_SYMS)]
        print(f'{case}: host cpu samples (ms) of the QEMU process, summed over runs')
        row('what ran', (m[:14] for m in modes))
        row('runs', (runs.runs[case, m] for m in modes))
        for t in ('vCPU threads', 'other threads'):
            row(t, (round(thr[case, m][t]) for m in modes))
        for k in shown:
            row(k, (round(cat[case, m][k]) for m in modes))
        row('qemu: (the rest)', (round(sum(v for k, v in cat[case, m].items()
                                           if k.startswith('qemu: ') and k not in shown))
                                 for m in modes))
        per, unit = runs.per_unit(case, modes)
        if per:
            print(f'  ms {unit}:')
            for k in ['all', 'vCPU threads', 'other threads'] + shown:
                n = {m: (sum(cat[case, m].values()) if k == 'all' else
                         thr[case, m][k] if k.endswith('threads') else cat[case, m][k])
                     for m in modes}
                row(k, (f'{n[m] / per[m]:.2f}' for m in modes))
        print()
    for case in sorted({c for c, _ in miss}):
        modes = sorted(m for c, m in miss if c == case)
        per, unit = mruns.per_unit(case, modes)
        if not per:
            per, unit = {m: mruns.runs[case, m] for m in modes}, 'per run'

        def spread(g):
            v = [miss[case, m][g] / per[m] for m in modes]
            return max(v) - min(v)
        print(f'{case}: host ms in tb_htable_lookup() (jump-cache misses) by the guest '
              f'function looked up, {unit}')
        row('function', (m[:14] for m in modes))
        row('runs', (mruns.runs[case, m] for m in modes))
        row('all', (f'{sum(miss[case, m].values()) / per[m]:.2f}' for m in modes))
        funcs = {g for m in modes for g in miss[case, m]}
        for g in sorted(funcs, key=lambda g: (-spread(g), g))[:TOP_FUNCS]:
            row(g, (f'{miss[case, m][g] / per[m]:.2f}' for m in modes))
        print()
        if len(bruns) < 2:
            continue
        # the misses move with the code layout: each boot on its own
        print(f'{case}: per boot (code layout shift), host ms {unit}: all / in '
              'tb_htable_lookup()')
        row('boot', (m[:14] for m in modes))
        for (d, b), br in sorted(bruns.items()):
            bper, _ = br.per_unit(case, modes)
            if not bper or not all(bper.values()):
                continue
            pad = pads[d][b - 1] if b <= len(pads[d]) else '?'
            where = f'{d.name} ' if len(pads) > 1 else ''
            row(f'{where}boot {b} (shift {pad} B)',
                (f'{bms[d, b][case, m][0] / bper[m]:.4g} / {bms[d, b][case, m][1] / bper[m]:.3g}'
                 for m in modes))
        print()


if __name__ == '__main__':
    main(sys.argv[1:])
