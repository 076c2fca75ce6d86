#!/usr/bin/env bash
# dev.sh — set up, build, run, test and package Felt on Debian 12 / Ubuntu 24.04.
#
#   ./dev.sh run [ARGS...]    install missing packages, configure, build, launch the app
#   ./dev.sh test [ARGS...]   same set-up, then run every test offscreen, as many at once as
#                             there are cores (ARGS go to ctest)
#   ./dev.sh sanitize [ARGS...]
#                             the engine, scenario, record, felt-cli and fuzz-regression
#                             tests, and the network's protocol, refusals and drops, built
#                             with AddressSanitizer + UndefinedBehaviorSanitizer
#                             (build-sanitize/, fewer random games; ARGS go to ctest)
#   ./dev.sh tsan [ARGS...]   the app tests that run bots, hints, the solver and saving off
#                             the GUI thread, felt-cli's contract and arena (--jobs), and
#                             networked games with computer players and hints, built with
#                             ThreadSanitizer (build-tsan/; ARGS go to ctest)
#   ./dev.sh fuzz [ARGS...]   the record reader and replay, then the network messages (both
#                             readers and the host's logic), under libFuzzer (clang;
#                             build-fuzz/), seeded with tests/data, tests/fuzz/regressions and
#                             tests/fuzz/net-regressions: 200000 inputs each (the network
#                             messages at most 5 minutes), or ARGS for libFuzzer
#                             (-max_total_time=3600); build-fuzz is also the build
#                             without Avahi (FELT_AVAHI=OFF): its net.discovery runs first
#   ./dev.sh package [--install-check]
#                             same set-up, then build felt_<version>_<arch>.deb and a .tar.gz
#                             in build/ and check them (lintian, desktop-file-validate,
#                             appstreamcli validate --pedantic, systemd-analyze verify and
#                             security of felt-server's unit); with --install-check also
#                             install the .deb with apt-get, run the installed felt-cli and
#                             felt --screenshot offscreen, and remove the package again
#   ./dev.sh ci               what CI runs (.ci/run): test, sanitize, tsan, fuzz,
#                             package --install-check, with the time each took
#
# Missing Debian packages are installed with apt-get (through sudo when not root); nothing
# is installed when everything is there already. The build lives in build/ (CMake preset
# "default": Ninja, RelWithDebInfo); the checks each have their own (presets "sanitize",
# "tsan", "fuzz"). Their debug information is line tables only (-g1): a backtrace or a
# sanitizer's report names every function and line, and the builds take 13 to 25 % less time
# than with full information (-g); the preset "debug" has it all, for a debugger.
set -euo pipefail

# Every Debian/Ubuntu package the project needs to build, test and package. Keep this the
# only list.
PACKAGES=(
    # toolchain
    g++ cmake make ninja-build
    # Qt 6.4 development files
    qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev
    # zlib: reading gzip'd card decks
    zlib1g-dev
    # QML modules the app loads at run time (nothing depends on workerscript, yet Controls need it)
    qml6-module-qtqml qml6-module-qtqml-workerscript qml6-module-qtquick
    qml6-module-qtquick-controls qml6-module-qtquick-templates qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-shapes qml6-module-qtquick-dialogs
    qml6-module-qttest
    # playing over the network: Qt WebSockets, and Avahi's client library for DNS-SD (the
    # avahi-daemon itself is the system's business: without it the app says so)
    qt6-websockets-dev libqt6websockets6 libavahi-client-dev libavahi-client3 libavahi-common3
    # run time: SQLite driver, platform plugins, GL, a font; headless runs
    libqt6sql6-sqlite qt6-qpa-plugins libgl1-mesa-dri fonts-dejavu-core xvfb xauth
    # reading a window's title under Xvfb (xwininfo: the window-title test)
    x11-utils
    # TLS (felt-server --tls-cert): the tests make their own self-signed certificates
    openssl
    # several felt-servers behind one proxy (net.proxy runs a real HAProxy)
    haproxy
    # the system's card decks (GNOME's and KDE's): the test that draws every installed deck
    gnome-cards-data kdegames-card-data-kf5
    # packaging and its checks
    dpkg-dev file appstream desktop-file-utils lintian systemd
    # the project's own checks of its source (include circles, types QML reads) and of what
    # the checks below build
    python3
    # the checks: the sanitizers' run-time libraries (GCC), clang with libFuzzer, and
    # llvm-symbolizer for readable sanitizer reports
    libasan8 libubsan1 libtsan2 clang-14 libclang-rt-14-dev llvm-14
)

BUILD_DIR=build

cd "$(dirname "${BASH_SOURCE[0]}")"

say() { printf 'dev.sh: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

usage() {
    awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
}

# True when the Debian package named $1 is installed (any architecture).
is_installed() {
    local status
    status=$(dpkg-query -W -f='${db:Status-Status}\n' "$1" 2>/dev/null) || return 1
    grep -qx installed <<<"$status"
}

# Prints the packages of the list above that are not installed, one a line.
missing_packages() {
    local pkg
    for pkg in "${PACKAGES[@]}"; do
        is_installed "$pkg" || printf '%s\n' "$pkg"
    done
}

as_root() {
    if [[ $EUID -eq 0 ]]; then
        "$@"
    elif command -v sudo >/dev/null; then
        sudo "$@"
    else
        die "not root and no sudo: install these packages as root: ${missing[*]}"
    fi
}

install_packages() {
    command -v dpkg-query >/dev/null && command -v apt-get >/dev/null \
        || die "this script needs a Debian or Ubuntu system (dpkg-query, apt-get)"
    local missing
    mapfile -t missing < <(missing_packages)
    if [[ ${#missing[@]} -eq 0 ]]; then
        return 0
    fi
    say "installing ${#missing[@]} missing packages: ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        -o DPkg::Lock::Timeout=300 "${missing[@]}"
}

configure() {
    cmake --preset default
}

build() {
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

setup() {
    install_packages
    configure
    build
}

cmd_run() {
    setup
    if [[ -z ${QT_QPA_PLATFORM:-} && -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} ]]; then
        say "no display found: set DISPLAY, or run with QT_QPA_PLATFORM=offscreen or under xvfb-run"
    fi
    [[ -x $BUILD_DIR/app/main/felt ]] || die "the build made no $BUILD_DIR/app/main/felt"
    exec "$BUILD_DIR/app/main/felt" "$@"
}

cmd_test() {
    setup
    export QT_QPA_PLATFORM=offscreen
    # Most of the table's tests mostly wait (for animations, computer players' pauses): two
    # tests per core. On 2 cores the whole suite took 606 s so (load about 2), 910 s with
    # one per core. The memory tests run alone (RUN_SERIAL).
    exec ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(($(nproc) * 2))" "$@"
}

# The sanitizers' options: stop at the first report, with a readable stack. LeakSanitizer
# stays on. ThreadSanitizer: Qt's own libraries are not built with it, so calls from them
# into the C library are not checked (ignore_noninstrumented_modules); everything the
# project's code shares between threads goes through std::mutex, which it sees.
sanitizer_env() {
    export QT_QPA_PLATFORM=offscreen
    export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:ignore_noninstrumented_modules=1:suppressions=$PWD/tests/tsan.supp
}

# Fails naming every test of ctest's selection ($2) in build folder $1 whose program was not
# built: a check that builds a list of targets must build what its tests run.
check_built() {
    local missing
    missing=$(ctest --test-dir "$1" --show-only=json-v1 -R "$2" | python3 -c '
import json, sys
print(" ".join(t["name"] for t in json.load(sys.stdin)["tests"] if not t.get("command")))')
    [[ -z $missing ]] || die "$1: these tests' programs were not built (add their targets): $missing"
}

cmd_sanitize() {
    install_packages
    cmake --preset sanitize
    cmake --build build-sanitize --parallel "$(nproc)" --target \
        felt-cli tst_record tst_feltcli engine_checks fuzz_record_files \
        fuzz_netmessage_files tst_net_protocol tst_net_errors tst_net_drops
    local tests='^((engine|scenario|cli|fuzz)\.|net\.(protocol|errors|drops)$)'
    # Not engine.chainchain_flow: an account of where the hard bot's piles go over 240 games
    # (161 of 613 s of this step's test time under the sanitizers); the same bot code runs in
    # engine.chainchain_bots.
    local skipped='^engine\.chainchain_flow$'
    check_built build-sanitize "$tests"
    sanitizer_env
    exec ctest --test-dir build-sanitize --output-on-failure --parallel "$(nproc)" -R "$tests" -E "$skipped" "$@"
}

cmd_tsan() {
    install_packages
    cmake --preset tsan
    cmake --build build-tsan --parallel "$(nproc)" --target \
        tst_app_session_play tst_app_session_screen tst_app_session_board tst_app_session_advice \
        tst_app_session_lookback tst_app_models tst_app_storage tst_app_review felt-cli tst_feltcli \
        tst_net_errors tst_net_play
    local tests='^(app\.(session_[a-z]+|models|storage|review)|cli\.(contract|arena)|net\.(errors|play))$'
    check_built build-tsan "$tests"
    sanitizer_env
    exec ctest --test-dir build-tsan --output-on-failure --parallel "$(nproc)" -R "$tests" "$@"
}

cmd_fuzz() {
    install_packages
    cmake --preset fuzz
    # The fuzz build is also the build without Avahi (preset: FELT_AVAHI=OFF): felt-server
    # links, and finding tables on the network says why it cannot, without blocking.
    cmake --build build-fuzz --parallel "$(nproc)" --target fuzz_record fuzz_netmessage felt-server tst_net_discovery
    local args=("$@") netargs=("$@")
    [[ ${#args[@]} -gt 0 ]] || args=(-runs=200000)
    # The host's logic is set up anew for every input (a table of people, started): slower
    # per input, so a time limit too.
    [[ ${#netargs[@]} -gt 0 ]] || netargs=(-runs=200000 -max_total_time=300)
    sanitizer_env
    say "the build without Avahi: net.discovery"
    ctest --test-dir build-fuzz --output-on-failure -R '^net\.discovery$'
    local crashes=build-fuzz/fuzz-crashes
    mkdir -p "$crashes" build-fuzz/fuzz-corpus build-fuzz/fuzz-corpus-net
    # The first folder gathers the inputs that found something new; the others seed it.
    say "fuzzing the record reader and replay: ${args[*]} (new inputs in build-fuzz/fuzz-corpus/)"
    if ! build-fuzz/tests/fuzz/fuzz_record -max_len=16384 -timeout=20 -rss_limit_mb=4096 \
            -dict=tests/fuzz/record.dict -artifact_prefix="$crashes/" -print_final_stats=1 \
            "${args[@]}" build-fuzz/fuzz-corpus tests/data tests/fuzz/regressions; then
        say "the fuzzer found a failing input in $crashes/: copy it to tests/fuzz/regressions/ (a test record of its own), fix the bug, and run ./dev.sh test"
        exit 1
    fi
    say "fuzzing the network messages: ${netargs[*]} (new inputs in build-fuzz/fuzz-corpus-net/)"
    if ! build-fuzz/tests/fuzz/fuzz_netmessage -max_len=8192 -timeout=20 -rss_limit_mb=4096 \
            -dict=tests/fuzz/netmessage.dict -artifact_prefix="$crashes/net-" -print_final_stats=1 \
            "${netargs[@]}" build-fuzz/fuzz-corpus-net tests/fuzz/net-regressions; then
        say "the fuzzer found a failing input in $crashes/: copy it to tests/fuzz/net-regressions/, fix the bug, and run ./dev.sh test"
        exit 1
    fi
}

cmd_ci() {
    local step start line summary=()
    for step in test sanitize tsan fuzz "package --install-check"; do
        start=$SECONDS
        # shellcheck disable=SC2086 # the step's words are the command and its option
        "$0" $step
        line=$(printf '%-24s %3d min %02d s' "$step" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)))
        summary+=("$line")
        say "done: $line"
    done
    say "all checks passed:"
    printf '  %s\n' "${summary[@]}" >&2
}

cmd_package() {
    local install_check=0
    case ${1:-} in
        "") ;;
        --install-check) install_check=1 ;;
        *) die "package: unknown option: $1 (see ./dev.sh --help)" ;;
    esac
    setup
    rm -f "$BUILD_DIR"/felt_*.deb "$BUILD_DIR"/felt-*.tar.gz
    cpack --config "$BUILD_DIR/CPackConfig.cmake" -B "$BUILD_DIR"
    local debs tgzs
    debs=("$BUILD_DIR"/felt_*.deb)
    tgzs=("$BUILD_DIR"/felt-*.tar.gz)
    [[ -f ${debs[0]} ]] || die "CPack made no .deb"
    [[ -f ${tgzs[0]} ]] || die "CPack made no .tar.gz"

    say "checking ${debs[0]}"
    CHECK_DIR=$(mktemp -d)
    trap 'rm -rf "$CHECK_DIR"' EXIT
    dpkg-deb -x "${debs[0]}" "$CHECK_DIR"
    desktop-file-validate "$CHECK_DIR"/usr/share/applications/*.desktop
    appstreamcli validate --pedantic --no-net "$CHECK_DIR"/usr/share/metainfo/*.metainfo.xml
    lintian --fail-on error,warning --display-info "${debs[0]}"
    check_service "${debs[0]}" "$CHECK_DIR"
    say "packages ready:"
    ls -l "${debs[@]}" "${tgzs[@]}" >&2
    if [[ $install_check -eq 1 ]]; then
        install_check "${debs[0]}"
    fi
}

# felt-server's systemd unit as the .deb holds it: systemd-analyze finds nothing wrong with it
# (run on a copy that names the program the package holds, which is not installed here) and
# rates its hardening at most 2.0; /etc/default/felt-server is a conffile.
check_service() {
    local deb=$1 root=$2 unit=$2/usr/lib/systemd/system/felt-server.service
    [[ -f $unit && -f $root/etc/default/felt-server ]] \
        || die "the package has no felt-server.service or /etc/default/felt-server"
    sed "s|/usr/games/felt-server|$root/usr/games/felt-server|" "$unit" > "$root/felt-server.service"
    systemd-analyze verify --man=no "$root/felt-server.service"
    systemd-analyze security --offline=yes --threshold=20 --no-pager "$root/felt-server.service" >/dev/null \
        || die "felt-server.service is less hardened than before (systemd-analyze security)"
    dpkg-deb -I "$deb" conffiles | grep -qx /etc/default/felt-server \
        || die "/etc/default/felt-server is not a conffile of the package"
    say "felt-server.service: verified"
}

# Installs the .deb as a user would, runs what it installed, and removes it cleanly.
install_check() {
    local deb work
    deb=$(realpath "$1")
    work=$(mktemp -d)
    say "installing $deb"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -o DPkg::Lock::Timeout=300 "$deb"
    [[ -x /usr/games/felt && -x /usr/games/felt-cli && -x /usr/games/felt-server ]] \
        || die "the package did not install /usr/games/felt, felt-cli and felt-server"
    /usr/games/felt --version
    /usr/games/felt-cli --version
    /usr/games/felt-server --version
    /usr/games/felt-cli replay tests/data/shithead/game-end-two-players.json > "$work/replay.json"
    grep -q '"over": true' "$work/replay.json" || die "the installed felt-cli replay did not finish the game"
    say "installed felt-cli replay: ok"
    FELT_DATA_DIR="$work/data" QT_QPA_PLATFORM=offscreen /usr/games/felt --screenshot "$work/table.png" --moves 8
    [[ -s $work/table.png ]] || die "the installed felt --screenshot made no picture"
    file "$work/table.png" | grep -q 'PNG image data' || die "the installed felt --screenshot made no PNG"
    say "installed felt --screenshot: ok"
    /usr/games/felt-server --port 0 --bind 127.0.0.1 --data "$work/server" --no-publish 2>"$work/server.log" &
    local server=$! tries
    for tries in $(seq 100); do
        grep -q 'listening on' "$work/server.log" && break
        sleep 0.1
    done
    kill "$server"
    wait "$server" || true
    grep -q 'listening on' "$work/server.log" || die "the installed felt-server did not listen: $(cat "$work/server.log")"
    say "installed felt-server: ok"
    [[ -f /usr/share/applications/io.felt.felt.desktop && -f /usr/share/man/man6/felt.6.gz \
       && -f /usr/share/man/man6/felt-server.6.gz ]] \
        || die "the desktop entry or a man page is missing"
    # felt-server's service is installed, not enabled.
    [[ -f /usr/lib/systemd/system/felt-server.service && -f /etc/default/felt-server ]] \
        || die "the package did not install felt-server.service and /etc/default/felt-server"
    [[ ! -e /etc/systemd/system/multi-user.target.wants/felt-server.service ]] \
        || die "installing the package enabled felt-server.service"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get remove -y --purge -o DPkg::Lock::Timeout=300 felt
    local left
    left=$(ls /usr/games/felt /usr/games/felt-cli /usr/games/felt-server /usr/share/applications/io.felt.felt.desktop \
              /usr/share/metainfo/io.felt.felt.metainfo.xml /usr/share/doc/felt \
              /usr/lib/systemd/system/felt-server.service /etc/default/felt-server 2>/dev/null || true)
    [[ -z $left ]] || die "removing the package left files behind: $left"
    rm -rf "$work"
    say "install check passed: installed, ran, removed"
}

case ${1:-} in
    run)     shift; cmd_run "$@" ;;
    test)    shift; cmd_test "$@" ;;
    sanitize) shift; cmd_sanitize "$@" ;;
    tsan)    shift; cmd_tsan "$@" ;;
    fuzz)    shift; cmd_fuzz "$@" ;;
    ci)      shift; cmd_ci ;;
    package) shift; cmd_package "$@" ;;
    -h|--help|help) usage ;;
    *)       [[ -n ${1:-} ]] && say "unknown command: $1"; usage >&2; exit 2 ;;
esac
