#!/usr/bin/env python3
"""Writes back.svg, Felt's card back: a red lattice inside a white margin, with a medallion.

Qt's SVG renderer (SVG Tiny 1.2) has no <pattern>, so the lattice is spelled out as paths.
Run it from this folder after changing the design: ./back.py > back.svg
"""

W, H = 250, 350
X0, Y0, X1, Y1 = 13, 13, 237, 337   # the lattice panel
STEP = 20

diamonds = []
dots = []
y = Y0
row = 0
while y <= Y1 + STEP:
    x = X0 + (STEP / 2 if row % 2 else 0)
    while x <= X1 + STEP:
        # Only whole diamonds inside the panel (Qt's SVG renderer has no clipPath either).
        inside = X0 + 2 <= x - STEP / 2 and x + STEP / 2 <= X1 - 2 and Y0 + 2 <= y - STEP / 2 and y + STEP / 2 <= Y1 - 2
        if not inside:
            x += STEP
            continue
        diamonds.append(f"M{x:.1f} {y - STEP / 2:.1f}L{x + STEP / 2:.1f} {y:.1f}L{x:.1f} {y + STEP / 2:.1f}L{x - STEP / 2:.1f} {y:.1f}Z")
        dots.append(f"M{x + STEP / 2:.1f} {y:.1f}m-1.6 0a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0")
        x += STEP
    y += STEP / 2
    row += 1

print(f'''<?xml version="1.0" encoding="UTF-8"?>
<!-- Felt's card back, written by back.py (do not edit by hand): a red lattice inside a white
     margin with a small medallion; 250x350 units, the card's aspect ratio. -->
<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">
  <rect x="0" y="0" width="{W}" height="{H}" rx="16" fill="#fbfaf5"/>
  <rect x="{X0}" y="{Y0}" width="{X1 - X0}" height="{Y1 - Y0}" rx="9" fill="#8e1726"/>
  <path fill="#b3283a" d="{''.join(diamonds)}"/>
  <path fill="#e9c98f" d="{''.join(dots)}"/>
  <rect x="19" y="19" width="212" height="312" rx="6" fill="none" stroke="#f3d7a6" stroke-width="2"/>
  <g transform="translate(125 175)">
    <circle r="40" fill="#7d1320" stroke="#f3d7a6" stroke-width="3"/>
    <circle r="32" fill="none" stroke="#f3d7a6" stroke-width="1.2"/>
    <path d="M0 -22L16 0L0 22L-16 0Z" fill="#f3d7a6"/>
    <path d="M0 -12L8 0L0 12L-8 0Z" fill="#9b1b2a"/>
  </g>
</svg>''')
