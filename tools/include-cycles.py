#!/usr/bin/env python3
"""Include circles among app/'s units (issues 29 and 37): a unit is a header and its .cpp
files: the .cpp of the same stem and every part file of its class, a .cpp with no header of
its own whose first include is that header (appcontroller_learning.cpp, hubgame.cpp); unit A depends
on B when A's header or one of its sources includes B's header. Prints every
circle (a strongly connected set of more than one unit) and exits 1 if there is one.

Usage: tools/include-cycles.py [ROOT]   (ROOT: the folder to scan, default app/)"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'app')
units = {}   # stem -> set of included header names
where = {}   # header name -> stem
for folder, _, files in os.walk(root):
    for name in files:
        stem, ext = os.path.splitext(name)
        if ext not in ('.h', '.cpp'):
            continue
        key = os.path.relpath(os.path.join(folder, stem), root)
        with open(os.path.join(folder, name), encoding='utf-8', errors='replace') as f:
            incs = [os.path.basename(i) for i in re.findall(r'^\s*#\s*include\s+"([^"]+)"', f.read(), re.M)]
        if ext == '.h':
            where.setdefault(name, key)
        elif not os.path.exists(os.path.join(folder, stem + '.h')) and incs \
                and os.path.exists(os.path.join(folder, incs[0])):
            # A part file (no header of its own): its first include is its class's header.
            key = os.path.relpath(os.path.join(folder, os.path.splitext(incs[0])[0]), root)
        units.setdefault(key, set()).update(incs)

graph = {u: {where[h] for h in incs if h in where and where[h] != u} for u, incs in units.items()}

# Tarjan's strongly connected components.
index, low, stack, on, circles = {}, {}, [], set(), []
def visit(v, counter=[0]):
    index[v] = low[v] = counter[0]
    counter[0] += 1
    stack.append(v)
    on.add(v)
    for w in graph[v]:
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop()
            on.discard(w)
            comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            circles.append(sorted(comp))
sys.setrecursionlimit(10000)
for v in sorted(graph):
    if v not in index:
        visit(v)
for c in circles:
    print('include circle: ' + ' <-> '.join(c))
print(f'{len(circles)} include circle(s) among {len(graph)} units of {os.path.normpath(root)}')
sys.exit(1 if circles else 0)
