#!/usr/bin/env bash
# Renders the PNG sizes of Felt's icon from io.felt.felt.svg into hicolor/<N>x<N>/apps/.
# The PNGs are committed, so building Felt needs no SVG renderer; run this after changing the
# SVG (needs rsvg-convert: apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert --width "$size" --height "$size" io.felt.felt.svg \
        --output "hicolor/${size}x${size}/apps/io.felt.felt.png"
done
echo "render.sh: $(ls hicolor/*/apps/io.felt.felt.png | wc -l) PNG sizes written"
