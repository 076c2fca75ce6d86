#!/bin/sh
# Fails when felt holds more than LIMIT MiB resident (tools/measure-memory.sh: under Xvfb,
# with the renderer a user's session would get). Skipped (77) without xvfb-run.
#   check-memory.sh MEASURE FELT LIMIT_MIB FELT ARGUMENTS...
set -eu
measure=$1 felt=$2 limit=$3
shift 3
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "xvfb-run is not installed: skipped"
    exit 77
fi
line=$("$measure" "$felt" 12 -- "$@")
echo "felt $*: $line (limit $limit MiB)"
rss=$(echo "$line" | sed -n 's/^VmRSS \([0-9]*\) kB.*/\1/p')
[ -n "$rss" ] || { echo "no figure"; exit 1; }
if [ "$rss" -gt $((limit * 1024)) ]; then
    echo "FAIL: $((rss / 1024)) MiB resident, more than $limit MiB"
    exit 1
fi
