# Sourced by the .ci/<step> scripts: their arguments and the meson runs
# most steps are made of. Not a step itself.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 SRC_ROOT WORK_DIR" >&2; exit 2; }
src=$(cd "$1" && pwd -P)
work=$2
# Every UBSan report fatal (meson 1.0.1 does not set this), with a trace.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1:print_summary=1}

# The whole of every suite: the native step that proves them all (readme).
whole() {
    export BBGEOM_TEST_SAMPLE=1
}

# The fixed sample of the instrumented and variant steps (docs/testing.md,
# "Whole once, sampled under instruments"): 1 in BBGEOM_CI_SAMPLE
# (default CI_SAMPLE, below) of each exhaustive suite's heavy work, always
# the same part, through the one knob the suites read (BBGEOM_TEST_SAMPLE,
# tests/sample.h; tools/tests/test_cli.py). A larger share's part is
# within a smaller one's, and the coverage step proves that this one
# reaches every line and branch. With "no-fork", Check also runs each test
# in its own process (CK_FORK=no), as it does on Windows: a fork costs
# tens of milliseconds under the sanitizers, valgrind and qemu, and the
# asserts suite, which needs one, forks anyway.
CI_SAMPLE=64
sampled() {
    export BBGEOM_TEST_SAMPLE=${BBGEOM_CI_SAMPLE:-$CI_SAMPLE}
    if [ "${1:-}" = no-fork ]; then
        export CK_FORK=no
    fi
    echo "sampled: BBGEOM_TEST_SAMPLE=$BBGEOM_TEST_SAMPLE${CK_FORK:+ CK_FORK=$CK_FORK}"
}

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
