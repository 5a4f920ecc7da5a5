#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets of Fuzz/ with the address sanitizer and runs
# each for FUZZ_SECONDS (default 60), one after the other, at low priority (nice). Each
# starts from its committed seed corpus (Fuzz/Corpus/TARGET, never written to) and keeps
# what it finds in Fuzz/.work/TARGET; crashes, leaks and timeouts are written to
# Fuzz/.work/artifacts and fail the run. Prints the executions each target reached.
#
#   bash Fuzz/run.sh                      FUZZ_SECONDS=600 FUZZ_TARGETS="spec server" bash Fuzz/run.sh
#   Fuzz/.build/release/fuzz-spec FILE    replays one input (a crash artifact, say)
set -euo pipefail
cd "$(dirname "$0")"

SECONDS_EACH="${FUZZ_SECONDS:-60}"
TARGETS="${FUZZ_TARGETS:-spec framer json server}"
SWIFT="${SWIFT:-swift}"

# libFuzzer comes with swift.org's toolchains (Linux, and macOS downloads), not with the
# toolchain in Xcode: look for its runtime library beside the compiler.
if [ "$(uname -s)" = Darwin ] && command -v xcrun >/dev/null 2>&1 && [ -z "${TOOLCHAINS:-}" ]; then
  compiler="$(xcrun --find swift 2>/dev/null || command -v "$SWIFT")"
else
  compiler="$(command -v "$SWIFT" || true)"
fi
compiler="$(readlink -f "$compiler" 2>/dev/null || echo "$compiler")"
if [ -z "$compiler" ] || ! find "$(dirname "$compiler")/../lib" -name 'libclang_rt.fuzzer*' 2>/dev/null | grep -q .; then
  echo "make fuzz: this Swift toolchain ($compiler) has no libFuzzer (-sanitize=fuzzer)." >&2
  if [ "$(uname -s)" = Darwin ]; then
    echo "make fuzz: Xcode's toolchain lacks it: install a toolchain from swift.org and run" >&2
    echo "make fuzz: 'TOOLCHAINS=swift make fuzz', or fuzz on Linux (the CI image has it)." >&2
  fi
  exit 2
fi

echo "fuzz: building ${TARGETS// /, } with -sanitize=fuzzer,address (release)…"
"$SWIFT" build -c release -Xswiftc -sanitize=fuzzer,address </dev/null
bin="$("$SWIFT" build -c release --show-bin-path -Xswiftc -sanitize=fuzzer,address </dev/null)"

mkdir -p .work/artifacts
failed=()
summary=()
for target in $TARGETS; do
  [ -d "Corpus/$target" ] || { echo "fuzz: no target '$target' (Corpus/$target is missing)" >&2; exit 2; }
  mkdir -p ".work/$target"
  log=".work/$target.log"
  echo "fuzz: $target for ${SECONDS_EACH} s (log: Fuzz/$log)"
  status=0
  # -timeout: one input taking longer is a hang; -rss_limit_mb: memory that grows without
  # bound is a failure; leaks are checked by LeakSanitizer (libFuzzer's -detect_leaks).
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" nice -n 10 "$bin/fuzz-$target" \
    -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix=".work/artifacts/$target-" ".work/$target" "Corpus/$target" \
    </dev/null >"$log" 2>&1 || status=$?
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  line="$target: ${runs:-?} executions in ${SECONDS_EACH} s"
  if [ "$status" -ne 0 ]; then
    line="$line — FAILED (exit $status): $(grep -m 1 -E 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)' "$log" || echo 'see the log')"
    failed+=("$target")
  fi
  echo "fuzz: $line"
  summary+=("$line")
done
printf '%s\n' "${summary[@]}" > .work/summary.txt
if [ "${#failed[@]}" -gt 0 ]; then
  echo "fuzz: failed: ${failed[*]} (inputs in Fuzz/.work/artifacts; logs in Fuzz/.work)" >&2
  exit 1
fi
echo "fuzz: no crash, leak or timeout"
