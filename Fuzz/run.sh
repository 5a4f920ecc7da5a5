#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets of Fuzz/ with the address sanitizer and runs
# each for FUZZ_SECONDS (default 60) or FUZZ_RUNS executions, one target after the other,
# in FUZZ_JOBS processes (default: one per core; libFuzzer's -fork), at low priority.
#
# Each starts from two committed corpora, never written during the run: Fuzz/Corpus/TARGET
# (the seeds, written by Fuzz/seeds.py) and Fuzz/Grown/TARGET (what earlier runs found,
# minimised). New inputs go to Fuzz/.work/TARGET; at the end, what they add to the seeds'
# coverage is merged, minimised, back into Fuzz/Grown/TARGET (commit it, so that the next
# run starts from there; FUZZ_MERGE=0 skips this). Crashes, leaks and timeouts are written
# to Fuzz/.work/artifacts and fail the run. Prints, per target, the executions, the
# executions per second, the edges covered and the crashes; Fuzz/.work/summary.txt keeps them.
#
#   bash Fuzz/run.sh      FUZZ_SECONDS=600 FUZZ_TARGETS="spec server" FUZZ_JOBS=2 bash Fuzz/run.sh
#   FUZZ_RUNS=10000000 bash Fuzz/run.sh      (10 million executions per target, however long)
#   FUZZ_SANITIZER=none bash Fuzz/run.sh     (Swift's checks only, faster; then every input
#                                             kept is replayed under the address sanitizer)
#   Fuzz/.build/release/fuzz-spec FILE       replays one input (a crash artifact, say)
set -euo pipefail
cd "$(dirname "$0")"

SECONDS_EACH="${FUZZ_SECONDS:-60}"
RUNS="${FUZZ_RUNS:-}"
TARGETS="${FUZZ_TARGETS:-spec framer json server document code}"
JOBS="${FUZZ_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}"
MERGE="${FUZZ_MERGE:-1}"
SANITIZER="${FUZZ_SANITIZER:-address}"
SWIFT="${SWIFT:-swift}"

# The longest input each target is given. Short inputs are what makes a target fast: a spec
# of 1 KiB is some 40 lines, and a server session of 2 KiB an initialize, a didOpen, edits
# and requests (Fuzz/seeds.py keeps the server's seeds under it; longer seeds of the other
# targets are read cut to it). A document is bigger: a storyboard's smallest screen is some
# 1.5 KiB, and 8 KiB holds a few screens or one with a stack, a scroll view and its
# constraints (the seeds are trimmed of what the reader skips to fit in it).
max_len() {
  case "$1" in
    spec | framer) echo 1024 ;;
    server) echo 2048 ;;
    document) echo 8192 ;;
    *) echo 4096 ;;
  esac
}

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

# The address sanitizer's build is always made: it fuzzes (FUZZ_SANITIZER=address, the
# default), or it replays what a run without it kept (FUZZ_SANITIZER=none: Swift's own
# checks only, bounds and overflow, some 2.5 times as fast).
echo "fuzz: building ${TARGETS// /, } with -sanitize=fuzzer,address (release)…"
"$SWIFT" build -c release -Xswiftc -sanitize=fuzzer,address </dev/null
asan_bin="$("$SWIFT" build -c release --show-bin-path -Xswiftc -sanitize=fuzzer,address </dev/null)"
case "$SANITIZER" in
  address) bin="$asan_bin" ;;
  none)
    echo "fuzz: building them with -sanitize=fuzzer only, into Fuzz/.build-plain…"
    "$SWIFT" build -c release --build-path .build-plain -Xswiftc -sanitize=fuzzer </dev/null
    bin="$("$SWIFT" build -c release --build-path .build-plain --show-bin-path -Xswiftc -sanitize=fuzzer </dev/null)" ;;
  *) echo "fuzz: FUZZ_SANITIZER is address or none, not '$SANITIZER'" >&2; exit 2 ;;
esac

mkdir -p .work/artifacts
failed=()
summary=()
for target in $TARGETS; do
  [ -d "Corpus/$target" ] || { echo "fuzz: no target '$target' (Corpus/$target is missing)" >&2; exit 2; }
  mkdir -p ".work/$target" "Grown/$target"
  log=".work/$target.log"
  if [ -n "$RUNS" ]; then limit=(-runs="$RUNS"); what="$RUNS executions"; else limit=(-max_total_time="$SECONDS_EACH"); what="${SECONDS_EACH} s"; fi
  parallel=()
  [ "$JOBS" -gt 1 ] && parallel=(-fork="$JOBS")
  echo "fuzz: $target for $what in $JOBS process(es), sanitizer: $SANITIZER (log: Fuzz/$log)"
  status=0
  started=$(date +%s)
  touch "$log.started"
  # -timeout: one input taking longer is a hang; -rss_limit_mb: memory that grows without
  # bound is a failure; leaks are checked by LeakSanitizer (libFuzzer's -detect_leaks).
  # malloc_context_size=0: allocations keep no stack (recording 30 frames per allocation
  # took a tenth of the time); a report's own stack is whole, and replaying its input
  # (Fuzz/.build/release/fuzz-TARGET FILE) shows where the memory was allocated and freed.
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=0}" nice -n 10 "$bin/fuzz-$target" \
    "${limit[@]}" "${parallel[@]}" -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix=".work/artifacts/$target-" \
    ".work/$target" "Grown/$target" "Corpus/$target" </dev/null >"$log" 2>&1 || status=$?
  elapsed=$(( $(date +%s) - started ))
  [ "$elapsed" -gt 0 ] || elapsed=1
  # The last status line ("#N ... cov: E ...") gives the executions and the edges, in a
  # single process and under -fork alike.
  last="$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)"
  runs="$(sed -n 's/^#\([0-9]*\).*/\1/p' <<<"$last")"
  edges="$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")"
  crashes="$(find .work/artifacts -name "$target-*" -newer "$log.started" 2>/dev/null | wc -l | tr -d ' ')"
  line="$target: ${runs:-?} executions in ${elapsed} s ($(( ${runs:-0} / elapsed ))/s), ${edges:-?} edges, ${crashes} crashes"
  if [ "$status" -ne 0 ]; then
    line="$line — FAILED (exit $status): $(grep -m 1 -E 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|==ERROR' "$log" || echo 'see the log')"
    failed+=("$target")
  elif [ "$MERGE" = 1 ]; then
    # Minimise: what the seeds do not already cover, from the old grown corpus and this
    # run's finds, into a fresh folder that replaces Grown/TARGET.
    merged="$(mktemp -d)"
    cp "Corpus/$target"/* "$merged"/
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" nice -n 10 "$bin/fuzz-$target" -merge=1 \
      -max_len="$(max_len "$target")" -timeout=10 "$merged" "Grown/$target" ".work/$target" \
      </dev/null >".work/$target.merge.log" 2>&1
    for seed in "Corpus/$target"/*; do rm -f "$merged/$(basename "$seed")"; done
    rm -rf "Grown/$target"
    mv "$merged" "Grown/$target"
    chmod 755 "Grown/$target"
    line="$line; Fuzz/Grown/$target holds $(find "Grown/$target" -type f | wc -l | tr -d ' ') inputs"
  fi
  if [ "$status" -eq 0 ] && [ "$SANITIZER" = none ]; then
    # What the run kept, and the seeds, once each under the address sanitizer.
    replayed=0
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" nice -n 10 "$asan_bin/fuzz-$target" -runs=0 \
      -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix=".work/artifacts/$target-asan-" "Grown/$target" "Corpus/$target" .work/$target \
      </dev/null >".work/$target.asan.log" 2>&1 || replayed=$?
    inputs="$(sed -n 's/.*INFO: seed corpus: files: \([0-9]*\).*/\1/p' ".work/$target.asan.log" | head -n 1)"
    if [ "$replayed" -ne 0 ]; then
      line="$line — FAILED under the address sanitizer (exit $replayed): $(grep -m 1 -E '==ERROR|ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)' ".work/$target.asan.log" || echo 'see the log')"
      failed+=("$target")
    else
      line="$line; its ${inputs:-?} inputs replayed under the address sanitizer: no error"
    fi
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
