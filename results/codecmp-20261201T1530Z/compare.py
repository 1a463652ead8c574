#!/usr/bin/env python3
"""Compare two `objdump -d --no-show-raw-insn` listings function by function,
ignoring addresses: python3 compare.py OLD.dis NEW.dis"""
import difflib
import re
import sys


def funcs(path):
    fs, cur = {}, None
    for line in open(path):
        m = re.match(r'^[0-9a-f]+ <(.*)>:$', line)
        if m:
            cur = m.group(1)
            fs[cur] = []
            continue
        if cur and line.strip():
            parts = line.split('\t')
            ins = '\t'.join(parts[1:]).strip() if len(parts) > 1 else line.strip()
            ins = re.sub(r'\b[0-9a-f]+ <([^>+]*)(\+0x[0-9a-f]+)?>', r'<\1>', ins)
            fs[cur].append(ins)
    return fs


a, b = funcs(sys.argv[1]), funcs(sys.argv[2])
same = [f for f in a if f in b and a[f] == b[f]]
print(f'{len(same)} functions identical: {" ".join(sorted(same))}')
for f in a:
    if f in b and a[f] != b[f]:
        print(f'== {f}: {len(a[f])} -> {len(b[f])} lines')
        for d in list(difflib.unified_diff(a[f], b[f], lineterm='', n=1))[2:40]:
            print(d)
print('only old:', [f for f in a if f not in b], 'only new:', [f for f in b if f not in a])
