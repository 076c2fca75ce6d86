#!/bin/sh
# The memory Felt holds, as a user's desktop gets it: felt under Xvfb (the default renderer,
# no QT_QPA_PLATFORM), a fresh data folder, its resident set (VmRSS) read from /proc after
# the window has drawn and settled.
#
#   tools/measure-memory.sh [FELT] [SECONDS] [-- FELT ARGUMENTS]
#
# FELT defaults to build/app/main/felt, SECONDS to 12; the arguments default to a
# four-player Shithead table (--game shithead --players 4 --seed 1). Examples:
#   tools/measure-memory.sh                                  # a four-player table
#   tools/measure-memory.sh build/app/main/felt 12 --        # the home page
#   tools/measure-memory.sh build/app/main/felt 12 -- --game wrong-suit --players 4
# Prints "VmRSS <KiB> kB (<MiB> MiB)", and VmHWM (the peak), for the run.
set -eu
felt=${1:-build/app/main/felt}
seconds=${2:-12}
[ $# -ge 1 ] && shift
[ $# -ge 1 ] && shift
if [ "${1:-}" = "--" ]; then
    shift
else
    set -- --game shithead --players 4 --seed 1
fi
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
unset QT_QPA_PLATFORM
export FELT_DATA_DIR="$data"
# -a: a free display number; the window is 1280x800 on a 1920x1080 screen.
xvfb-run -a -s "-screen 0 1920x1080x24" sh -c '
    "$0" "$@" >/dev/null 2>&1 &
    pid=$!
    sleep '"$seconds"'
    if ! kill -0 $pid 2>/dev/null; then echo "felt ended early" >&2; exit 1; fi
    rss=$(awk "/^VmRSS/ {print \$2}" /proc/$pid/status)
    hwm=$(awk "/^VmHWM/ {print \$2}" /proc/$pid/status)
    echo "VmRSS $rss kB ($((rss / 1024)) MiB)  VmHWM $hwm kB ($((hwm / 1024)) MiB)"
    kill $pid
    wait $pid 2>/dev/null || true
' "$felt" "$@"
