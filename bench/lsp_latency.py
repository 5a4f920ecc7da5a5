#!/usr/bin/env python3
"""Edit-to-diagnostics, completion and inlay-hint latency of the kb-lsp language server
on a large spec, then edit-to-diagnostics and hover on a storyboard of about 1 MB.

Starts the release kb-lsp over stdio, initializes as a client without pull diagnostics
(so the server pushes), opens a ~10,000-line spec, then N times sends one incremental
didChange (one number on one line) and measures the wall time until the
textDocument/publishDiagnostics for that version has been read and parsed. Then, at N
lines spread over the file, the round trip of textDocument/completion at the start of the
line (statement keywords: the heaviest context, which reads the blocks above the line) and
of textDocument/inlayHint for the 60 lines around it (an editor's window), first on the
unchanged document, then each right after an edit (didChange, then the request, as an
editor sends them while typing). Prints the median and p90 in ms.

    python3 bench/lsp_latency.py [--server PATH] [--spec PATH] [--storyboard PATH] [--runs 20]

Without --spec it uses bench/out/large.kbl, generating it first if missing the way
`make bench` does (`kb-bench large bench/out/large.kbl 420`). Without --server it uses
.build/release/kb-lsp, building it first if missing.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import queue
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parents[1]
URI = "file:///bench/large.kbl"
TIMEOUT = 60.0


def ensure_binary(path: Path, product: str) -> None:
    if not path.exists():
        print(f"building {product} (release)…", file=sys.stderr)
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=REPO, check=True,
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)


def ensure_spec(path: Path) -> None:
    if path.exists():
        return
    bench = REPO / ".build" / "release" / "kb-bench"
    ensure_binary(bench, "kb-bench")
    path.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(bench), "large", str(path), "420"], check=True)


class Arrival(NamedTuple):
    """A message from the server: when its first byte arrived, when its last byte had been
    read, when this client had parsed its JSON, and the message (None: the server closed)."""
    first: float
    read: float
    parsed: float
    message: dict | None


class Server:
    """kb-lsp over stdio; a reader thread frames and parses its messages."""

    def __init__(self, command: list[str]):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.inbox: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.next_id = 0

    def _read(self) -> None:
        stream = self.proc.stdout
        while True:
            length = None
            first_byte = None
            while True:
                line = stream.readline()
                first_byte = first_byte or time.perf_counter()
                if not line:
                    now = time.perf_counter()
                    self.inbox.put(Arrival(now, now, now, None))
                    return
                if not line.strip():
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            body = stream.read(length)
            read_at = time.perf_counter()
            message = json.loads(body)
            self.inbox.put(Arrival(first_byte, read_at, time.perf_counter(), message))

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def request(self, method: str, params) -> dict:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == self.next_id and "method" not in m).message

    def notify(self, method: str, params) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, predicate) -> Arrival:
        """The first message from now on that `predicate` accepts, with its times."""
        deadline = time.monotonic() + TIMEOUT
        while True:
            arrival = self.inbox.get(timeout=max(0.01, deadline - time.monotonic()))
            if arrival.message is None:
                raise SystemExit("kb-lsp closed its output")
            if predicate(arrival.message):
                return arrival

    def diagnostics_for(self, version: int, uri: str = URI) -> Arrival:
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version)


def units(text: str, encoding: str) -> int:
    if encoding == "utf-8":
        return len(text.encode())
    if encoding == "utf-16":
        return len(text.encode("utf-16-le")) // 2
    return len(text)


def spread(lines: list[str], pattern: str, runs: int, what: str) -> list[int]:
    """`runs` indices of lines matching `pattern`, spread evenly over the file."""
    matching = [i for i, line in enumerate(lines) if re.search(pattern, line)]
    if len(matching) < runs:
        raise SystemExit(f"too few {what} to edit or ask about ({len(matching)}, {runs} wanted)")
    return [matching[(2 * k + 1) * len(matching) // (2 * runs)] for k in range(runs)]


def bump_number(lines: list[str], line_index: int, pattern: str, encoding: str) -> dict:
    """Adds one to the number `pattern`'s group 1 finds on the line, in `lines` and as the
    LSP content change that does the same."""
    line = lines[line_index]
    match = re.search(pattern, line)
    start, end = match.span(1)
    new = str(int(match.group(1)) + 1)
    lines[line_index] = line[:start] + new + line[end:]
    return {"range": {"start": {"line": line_index, "character": units(line[:start], encoding)},
                      "end": {"line": line_index, "character": units(line[:end], encoding)}},
            "text": new}


@contextlib.contextmanager
def session(binary: Path):
    """kb-lsp over stdio, killed on the way out if a failure left it running."""
    server = Server([str(binary), "--stdio"])
    try:
        yield server
    finally:
        if server.proc.poll() is None:
            server.proc.kill()
            server.proc.wait()


def open_document(server: Server, uri: str, language: str, text: str) -> tuple[float, int]:
    """didOpen -> the first publication: its time in ms and its number of diagnostics."""
    sent = time.perf_counter()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}})
    opened = server.diagnostics_for(1, uri)
    return (opened.parsed - sent) * 1000, len(opened.message["params"]["diagnostics"])


def shut_down(server: Server) -> int:
    """shutdown and exit, as a client ends a session; the server's exit status."""
    server.request("shutdown", None)
    server.notify("exit", None)
    return server.proc.wait(timeout=TIMEOUT)


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), -(-len(ordered) * p // 100)))
    return ordered[int(rank) - 1]


def measure_requests(server: Server, lines: list[str], targets: list[int], encoding: str,
                     first_version: int) -> dict[str, list[float]]:
    """Round trips of completion and inlay hints at the target lines, before and after edits."""
    document = {"uri": URI}
    times: dict[str, list[float]] = {
        "completion, document unchanged": [], "inlay hints (60 lines), document unchanged": [],
        "didChange + completion": [], "didChange + inlay hints (60 lines)": []}

    def timed(method: str, params: dict) -> float:
        sent = time.perf_counter()
        response = server.request(method, params)
        elapsed = (time.perf_counter() - sent) * 1000
        result = response.get("result")
        # Something real was computed: keywords at a line start, hints in a window of fields.
        assert result and (result.get("items") if method == "textDocument/completion" else True), response
        return elapsed

    def completion(line_index: int) -> float:
        line = lines[line_index]
        column = units(line[:len(line) - len(line.lstrip())], encoding)
        return timed("textDocument/completion", {"textDocument": document,
                                                 "position": {"line": line_index, "character": column}})

    def hints(line_index: int) -> float:
        window = {"start": {"line": max(0, line_index - 30), "character": 0}, "end": {"line": line_index + 30, "character": 0}}
        return timed("textDocument/inlayHint", {"textDocument": document, "range": window})

    for line_index in targets:
        times["completion, document unchanged"].append(completion(line_index))
        times["inlay hints (60 lines), document unchanged"].append(hints(line_index))
    version = first_version
    for run, line_index in enumerate(targets):
        for name, request in (("didChange + completion", completion), ("didChange + inlay hints (60 lines)", hints)):
            # Insert a blank at the end of the line, as a keystroke would.
            end = units(lines[line_index], encoding)
            lines[line_index] += " "
            sent = time.perf_counter()
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": URI, "version": version},
                "contentChanges": [{"range": {"start": {"line": line_index, "character": end},
                                              "end": {"line": line_index, "character": end}}, "text": " "}]})
            request(line_index)
            times[name].append((time.perf_counter() - sent) * 1000)
            version += 1
    return times


STORYBOARD_URI = "file:///bench/forms.storyboard"


def ensure_storyboard(path: Path, scenes: int) -> None:
    if path.exists():
        return
    bench = REPO / ".build" / "release" / "kb-bench"
    ensure_binary(bench, "kb-bench")
    path.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(bench), "storyboard", str(path), str(scenes)], check=True)


def storyboard_latency(binary: Path, path: Path, runs: int) -> None:
    """The same for a storyboard: didChange (one constraint's constant, in a scene further
    down each time) -> publishDiagnostics, and the round trip of hover on a field's tag."""
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    constant = r'constant="(\d+)"'
    targets = spread(lines, constant, runs, f"constraints with a constant in {path}")
    fields = spread(lines, "<textField ", runs, f"text fields in {path}")
    with session(binary) as server:
        server.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {
            "general": {"positionEncodings": ["utf-16"]},
            "textDocument": {"publishDiagnostics": {"versionSupport": True}, "hover": {"contentFormat": ["markdown"]}}}})
        server.notify("initialized", {})
        open_ms, count = open_document(server, STORYBOARD_URI, "xml", text)
        delivered = []
        for run, line_index in enumerate(targets):
            version = run + 2
            change = bump_number(lines, line_index, constant, "utf-16")
            sent = time.perf_counter()
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": STORYBOARD_URI, "version": version}, "contentChanges": [change]})
            arrival = server.diagnostics_for(version, STORYBOARD_URI)
            delivered.append((arrival.read - sent) * 1000)
        hovers = []
        for line_index in fields:
            column = units(lines[line_index], "utf-16") - len(lines[line_index].lstrip()) + 3
            sent = time.perf_counter()
            response = server.request("textDocument/hover", {"textDocument": {"uri": STORYBOARD_URI},
                                                            "position": {"line": line_index, "character": column}})
            hovers.append((time.perf_counter() - sent) * 1000)
            assert "textField" in response["result"]["contents"]["value"], response
        shut_down(server)
    print(f"kb-lsp on a storyboard: {path.name}, {len(lines)} lines, {len(text.encode()) / 1e6:.2f} MB, "
          f"{text.count('<scene ')} scenes, {count} diagnostics")
    print(f"  didOpen -> first publishDiagnostics: {open_ms:.1f} ms")
    print(f"  didChange -> publishDiagnostics delivered (n={len(delivered)}): median {statistics.median(delivered):.1f} ms, "
          f"p90 {percentile(delivered, 90):.1f} ms, max {max(delivered):.1f} ms   goal <= 30 ms (issue 26)")
    print(f"  hover on a field's tag (n={len(hovers)}): median {statistics.median(hovers):.1f} ms, "
          f"p90 {percentile(hovers, 90):.1f} ms   goal < 5 ms (issue 26)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", type=Path, default=REPO / ".build" / "release" / "kb-lsp")
    parser.add_argument("--spec", type=Path, default=REPO / "bench" / "out" / "large.kbl")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--storyboard", type=Path, default=REPO / "bench" / "out" / "forms-50.storyboard",
                        help="the storyboard of the second case (generated with 50 scenes, about 1 MB, if missing)")
    args = parser.parse_args()

    if args.server == REPO / ".build" / "release" / "kb-lsp":
        ensure_binary(args.server, "kb-lsp")
    ensure_spec(args.spec)
    text = args.spec.read_text(encoding="utf-8")
    lines = text.split("\n")

    # Lines with a `height N` to edit, spread over the file.
    height = r"\bheight (\d+)"
    targets = spread(lines, height, args.runs, f"`height N` lines in {args.spec}")

    with session(args.server) as server:
        init = server.request("initialize", {
            "processId": os.getpid(), "rootUri": None,
            # VS Code-like: no textDocument.diagnostic (so diagnostics are pushed), utf-16.
            "capabilities": {"general": {"positionEncodings": ["utf-16"]},
                             "textDocument": {"publishDiagnostics": {"versionSupport": True}}},
        })
        caps = init["result"]["capabilities"]
        assert "diagnosticProvider" not in caps, "the server offered pull diagnostics"
        encoding = caps.get("positionEncoding", "utf-16")
        server.notify("initialized", {})

        open_ms, count = open_document(server, URI, "kbl", text)

        latencies, first_bytes, delivered = [], [], []
        for run, line_index in enumerate(targets):
            version = run + 2
            change = bump_number(lines, line_index, height, encoding)
            sent = time.perf_counter()
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": URI, "version": version}, "contentChanges": [change]})
            arrival = server.diagnostics_for(version)
            message = arrival.message
            latencies.append((arrival.parsed - sent) * 1000)
            first_bytes.append((arrival.first - sent) * 1000)
            delivered.append((arrival.read - sent) * 1000)

        requests = measure_requests(server, lines, targets, encoding, first_version=len(targets) + 2)

        # Quick fixes of the whole document at once (an editor's "fix all" asks so): the
        # cost of each fix must not grow with the file, or thousands of diagnostics hang.
        whole = {"start": {"line": 0, "character": 0}, "end": {"line": len(lines), "character": 0}}
        actions_ms, action_count = [], 0
        for _ in range(3):
            sent = time.perf_counter()
            response = server.request("textDocument/codeAction", {
                "textDocument": {"uri": URI}, "range": whole,
                "context": {"diagnostics": [], "only": ["quickfix"]}})
            actions_ms.append((time.perf_counter() - sent) * 1000)
            action_count = len(response.get("result") or [])

        status = shut_down(server)

    size = len(text.encode())
    print(f"kb-lsp edit-to-diagnostics latency: {args.spec.name}, {len(text.splitlines())} lines, "
          f"{size / 1e6:.2f} MB, {count} diagnostics, {encoding} positions")
    print(f"  didOpen -> first publishDiagnostics: {open_ms:.1f} ms")
    print(f"  didChange -> publishDiagnostics parsed by this client (n={len(latencies)}): median "
          f"{statistics.median(latencies):.1f} ms, p90 {percentile(latencies, 90):.1f} ms, min {min(latencies):.1f} ms, "
          f"max {max(latencies):.1f} ms; message {len(json.dumps(message)) / 1e6:.2f} MB")
    print(f"    until its first byte arrived: median {statistics.median(first_bytes):.1f} ms, "
          f"p90 {percentile(first_bytes, 90):.1f} ms")
    print(f"    until its last byte arrived (delivered): median {statistics.median(delivered):.1f} ms, "
          f"p90 {percentile(delivered, 90):.1f} ms   goal <= 10 ms (issue 13)")
    print(f"    this client's own JSON parse (Python): median "
          f"{statistics.median(p - d for p, d in zip(latencies, delivered)):.1f} ms")
    for name, values in requests.items():
        print(f"  {name} (n={len(values)}): median {statistics.median(values):.1f} ms, "
              f"p90 {percentile(values, 90):.1f} ms, max {max(values):.1f} ms")
    print(f"  code actions over the whole document (n={len(actions_ms)}): median {statistics.median(actions_ms):.1f} ms, "
          f"{action_count} actions for {count} diagnostics")
    if status != 0:
        print(f"kb-lsp exited with status {status} after shutdown/exit", file=sys.stderr)
        return 1
    if args.storyboard == REPO / "bench" / "out" / "forms-50.storyboard":
        ensure_storyboard(args.storyboard, 50)
    storyboard_latency(args.server, args.storyboard, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
