"""A minimal raw JSON-RPC/LSP client over a subprocess's stdio, for tests that need
to send bytes pytest-lsp cannot (malformed frames) or watch the exit status."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def server_path() -> str:
    """The kb-lsp binary under test: $KB_LSP, else the debug build."""
    path = os.environ.get("KB_LSP") or str(HERE / ".." / ".." / ".build" / "debug" / "kb-lsp")
    return str(Path(path).resolve())


def debug_path() -> str:
    """The debug build, `.build/debug/kb-lsp` (`swift test` builds it; built here when
    missing): linked to the toolchain's libraries, and what valgrind reads without the false
    alarms of optimised code. The suites otherwise test the release binary ($KB_LSP)."""
    path = HERE.parent.parent / ".build" / "debug" / "kb-lsp"
    if not path.exists():
        subprocess.run(["swift", "build", "--product", "kb-lsp"], cwd=HERE.parent.parent, check=True,
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, timeout=1800)
    return str(path.resolve())


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def encode(message: dict) -> bytes:
    return frame(json.dumps(message).encode())


class RawServer:
    """kb-lsp as a subprocess; a reader thread parses framed messages from its stdout."""

    def __init__(self, command: list[str] | None = None, stderr=subprocess.DEVNULL):
        self.proc = subprocess.Popen(
            command or [server_path()],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
        )
        self.messages: queue.Queue = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self._next_id = 0

    def _read(self) -> None:
        stream = self.proc.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            if length is None:
                self.messages.put({"__framing_error__": True})
                continue
            body = stream.read(length)
            self.messages.put(json.loads(body))

    # -- sending -----------------------------------------------------------------
    def send_bytes(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message: dict) -> None:
        self.send_bytes(encode(message))

    def notify(self, method: str, params=None) -> None:
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def request(self, method: str, params=None, timeout: float = 10.0):
        """Sends a request and returns its response (other messages are kept aside)."""
        self._next_id += 1
        request_id = self._next_id
        message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return self.wait_for(lambda m: m.get("id") == request_id and "method" not in m, timeout)

    # -- receiving ---------------------------------------------------------------
    def next_message(self, timeout: float = 10.0):
        return self.messages.get(timeout=timeout)

    def wait_for(self, predicate, timeout: float = 10.0, skipped: list | None = None):
        """The first message matching `predicate`; fails after `timeout` seconds or at EOF."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no matching message from kb-lsp")
            try:
                message = self.messages.get(timeout=remaining)
            except queue.Empty:
                raise TimeoutError("no matching message from kb-lsp") from None
            if message is None:
                raise EOFError("kb-lsp closed its output")
            if predicate(message):
                return message
            if skipped is not None:
                skipped.append(message)

    def wait_for_diagnostics(self, uri: str, version: int | None = None, timeout: float = 10.0):
        return self.wait_for(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri
            and (version is None or m["params"].get("version") == version),
            timeout,
        )

    def initialize(self, capabilities: dict | None = None, workspace_folders: list[dict] | None = None) -> dict:
        params = {"processId": os.getpid(), "rootUri": None, "capabilities": capabilities or {}}
        if workspace_folders is not None:
            params["workspaceFolders"] = workspace_folders
        response = self.request("initialize", params)
        self.notify("initialized", {})
        return response

    def close_stdin(self) -> None:
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass

    def wait(self, timeout: float = 10.0) -> int:
        return self.proc.wait(timeout=timeout)

    def kill(self) -> None:
        """Ends the process if it still runs and closes its pipes."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self._reader.join(timeout=5)
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except (BrokenPipeError, OSError):
                pass
