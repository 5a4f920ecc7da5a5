#!/usr/bin/env bash
# `make bench`: parse + analyse time of a large spec (in-process, median) and lint
# throughput over a corpus of small specs, beside `wc -l` reading the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
# The Makefile passes its release flags (--static-swift-stdlib on Linux): the binary
# measured is the one users install, and the two builds do not relink each other.
swift build -c release --product kb-lsp ${RELEASE_FLAGS:-} >/dev/null
swift build -c release --product kb-bench ${RELEASE_FLAGS:-} >/dev/null
bin=.build/release
out=bench/out
rm -rf "$out" && mkdir -p "$out"
"$bin/kb-bench" large "$out/large.kbl" 420
"$bin/kb-bench" corpus "$out/corpus" 2000

echo "== large spec: $(wc -l < "$out/large.kbl") lines, $(stat -c %s "$out/large.kbl") bytes"
"$bin/kb-bench" analyse "$out/large.kbl" 21

# Median wall time of a command over N runs, in seconds.
median() {
  local runs=$1; shift
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(( end - start )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.4f", a[int((NR+1)/2)]/1e9}'
}

files=$(find "$out/corpus" -name '*.kbl' | wc -l)
bytes=$(cat "$out"/corpus/*.kbl | wc -c)
cores=$(nproc)
lint=$(median 5 "$bin/kb-lsp" lint --format json "$out/corpus")
wc_time=$(median 5 wc -l "$out"/corpus/*.kbl)
# One job against all cores, interleaved run by run so that a busy moment of the machine
# weighs on both alike; medians of 11 runs each.
scaling=$(python3 - "$bin/kb-lsp" "$out/corpus" <<'PY'
import statistics, subprocess, sys, time
binary, corpus = sys.argv[1:]
times = {"1": [], "all": []}
for _ in range(11):
    for jobs in times:
        command = [binary, "lint", corpus] + (["--jobs", "1"] if jobs == "1" else [])
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[jobs].append(time.perf_counter() - start)
print(statistics.median(times["1"]), statistics.median(times["all"]))
PY
)
lint_one=${scaling% *}
lint_text=${scaling#* }
lint_sarif=$(median 5 "$bin/kb-lsp" lint --format sarif "$out/corpus")
echo "== corpus: $files files, $bytes bytes (median of 5 runs, 11 interleaved for the jobs; $cores cores)"
awk -v t="$lint" -v f="$files" -v b="$bytes" 'BEGIN {printf "  kb-lsp lint --format json:  %.3f s, %.0f files/s, %.2f MB/s\n", t, f/t, b/t/1e6}'
awk -v t="$lint_sarif" -v f="$files" -v b="$bytes" 'BEGIN {printf "  kb-lsp lint --format sarif: %.3f s, %.0f files/s, %.2f MB/s\n", t, f/t, b/t/1e6}'
awk -v t="$lint_one" -v f="$files" -v b="$bytes" 'BEGIN {printf "  kb-lsp lint --jobs 1:       %.3f s, %.0f files/s, %.2f MB/s\n", t, f/t, b/t/1e6}'
awk -v t="$lint_text" -v f="$files" -v b="$bytes" -v c="$cores" -v one="$lint_one" 'BEGIN {printf "  kb-lsp lint (all %d cores): %.3f s, %.0f files/s, %.2f MB/s (%.2fx --jobs 1)\n", c, t, f/t, b/t/1e6, one/t}'
awk -v t="$wc_time" -v f="$files" -v b="$bytes" 'BEGIN {printf "  wc -l (same files):        %.3f s, %.0f files/s, %.2f MB/s\n", t, f/t, b/t/1e6}'
large_wc=$(median 5 wc -l "$out/large.kbl")
awk -v t="$large_wc" 'BEGIN {printf "  wc -l on the large spec:   %.2f ms\n", t*1000}'

# The HTML report of the corpus: its size, and how long headless Chromium takes to open
# and paint it, less what it takes for an empty page (median of 5 interleaved runs).
html="$out/corpus-report.html"
html_time=$(median 3 "$bin/kb-lsp" lint --format html --output-file "$html" "$out/corpus")
echo "== HTML report of the corpus (kb-lsp lint --format html)"
awk -v t="$html_time" -v s="$(stat -c %s "$html" 2>/dev/null || stat -f %z "$html")" \
  'BEGIN {printf "  written in %.3f s: %.1f MB (%d bytes)\n", t, s/1e6, s}'
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "  open time: skipped (no chromium; apt-get install chromium)"
else
  python3 - "$browser" "$html" "$out" <<'PY'
import pathlib, statistics, subprocess, sys, time
browser, report, out = sys.argv[1:]
blank = pathlib.Path(out) / "blank.html"
blank.write_text("<!DOCTYPE html><title>blank</title>")
def open_page(page):
    start = time.perf_counter()
    subprocess.run([browser, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
                    f"--user-data-dir={out}/chromium-profile", f"--screenshot={out}/screenshot.png",
                    "--window-size=1280,1600", pathlib.Path(page).resolve().as_uri()],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    return time.perf_counter() - start
times = {"report": [], "blank": []}
for _ in range(5):
    times["report"].append(open_page(report))
    times["blank"].append(open_page(blank))
report_time, blank_time = statistics.median(times["report"]), statistics.median(times["blank"])
print(f"  open and paint in headless Chromium: {report_time - blank_time:.3f} s "
      f"({report_time:.3f} s, less {blank_time:.3f} s for an empty page)")
PY
fi
