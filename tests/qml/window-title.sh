#!/bin/sh
# The window's title as the desktop shows it: felt at a table of Shithead under Xvfb (the
# platform a user's session gets, which writes the title into the X window's name), read with
# xwininfo. It reads "Felt — Shithead", the app's name once: Qt adds the application's display
# name to every title where one is set, and it read "Felt — Shithead — Felt".
# Skipped (77) without xvfb-run or xwininfo (x11-utils; ./dev.sh installs both).
#   window-title.sh FELT
set -eu
felt=$1
for tool in xvfb-run xwininfo; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "$tool is not installed: skipped"
        exit 77
    fi
done
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
unset QT_QPA_PLATFORM
export FELT_DATA_DIR="$data"
xvfb-run -a -s "-screen 0 1920x1080x24" sh -c '
    "$0" --game shithead --players 2 --seed 1 --lang en >"$FELT_DATA_DIR/felt.log" 2>&1 &
    pid=$!
    # The window of class "felt" named after its table (it is "Felt" for a moment first):
    # looked for every tenth of a second, for 30 seconds at most. (Qt has windows of its own
    # too, unnamed or named "Felt", of no class.)
    title=""
    tries=0
    while [ "$tries" -lt 300 ] && kill -0 "$pid" 2>/dev/null; do
        title=$(xwininfo -root -tree | sed -n "s/^ *0x[0-9a-f]* \"\([^\"]*\)\": (\"felt\" \"Felt\").*/\1/p" | head -n 1)
        [ -n "$title" ] && [ "$title" != "Felt" ] && break
        sleep 0.1
        tries=$((tries + 1))
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    echo "the window title: \"$title\""
    if [ "$title" != "Felt — Shithead" ]; then
        echo "FAIL: the title should read \"Felt — Shithead\""
        cat "$FELT_DATA_DIR/felt.log"
        exit 1
    fi
' "$felt"
