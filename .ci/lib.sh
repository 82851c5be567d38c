# Sourced by the .ci/<step> scripts: their arguments and the meson runs
# most steps are made of. Not a step itself.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 SRC_ROOT WORK_DIR" >&2; exit 2; }
src=$(cd "$1" && pwd -P)
work=$2
# Every UBSan report fatal (meson 1.0.1 does not set this), with a trace.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1:print_summary=1}

# meson setup with the remaining arguments, compile everything (not only
# what the tests need), in folder $work. -Dtests=enabled: a missing Check
# must fail here, not quietly build no tests. Compilers from CC/CXX.
setup_and_compile() {
    meson setup -Dtests=enabled "$@" "$work" "$src"
    meson compile -C "$work"
}

# The same, then every test.
setup_and_test() {
    setup_and_compile "$@"
    meson test -C "$work" --print-errorlogs --timeout-multiplier 4
}
