#!/usr/bin/env python3
"""How long a running headless Chromium takes to open a page and paint it.

    html_open.py BROWSER PAGE WORKDIR [RUNS]

One browser is started and driven over the DevTools protocol on a pipe
(--remote-debugging-pipe: messages as JSON, each ended by a NUL byte). For each run a new
tab navigates to the page; the time is from the navigation to the page's load event and
then to a screenshot taken, which waits for the page to be painted. An empty page is
timed the same way, interleaved, and subtracted: what remains is what the page itself
costs, not the browser's start or the screenshot. Prints the medians.
"""
from __future__ import annotations

import json
import os
import signal
import pathlib
import statistics
import subprocess
import sys
import time


class Browser:
    def __init__(self, executable: str, profile: pathlib.Path) -> None:
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()

        def pipes_as_3_and_4() -> None:
            # Copied out of the way first: either pipe may itself be 3 or 4.
            reading, writing = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
             f"--user-data-dir={profile}", "--remote-debugging-pipe", "--window-size=1280,1600",
             "about:blank"],
            pass_fds=(3, 4), preexec_fn=pipes_as_3_and_4,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.output = os.fdopen(to_browser_write, "wb", buffering=0)
        self.input = os.fdopen(from_browser_read, "rb", buffering=0)
        self.pending = b""
        self.last_id = 0
        self.events: list[dict] = []

    def receive(self) -> dict:
        while b"\0" not in self.pending:
            chunk = self.input.read(1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.pending += chunk
        message, self.pending = self.pending.split(b"\0", 1)
        return json.loads(message)

    def call(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.output.write(json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.last_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, event: str) -> None:
        while True:
            for index, message in enumerate(self.events):
                if message.get("method") == event:
                    del self.events[index]
                    return
            self.events.append(self.receive())

    def open(self, url: str) -> float:
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=session)
        self.events.clear()
        start = time.perf_counter()
        self.call("Page.navigate", {"url": url}, session=session)
        self.wait_for("Page.loadEventFired")
        self.call("Page.captureScreenshot", {"format": "png"}, session=session)
        elapsed = time.perf_counter() - start
        self.call("Target.closeTarget", {"targetId": target})
        return elapsed

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


def main() -> None:
    executable, page, workdir = sys.argv[1:4]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 9
    signal.alarm(600)  # a browser that stops answering ends the run, not the benchmark
    work = pathlib.Path(workdir)
    blank = work / "blank.html"
    blank.write_text("<!DOCTYPE html><title>blank</title>")
    browser = Browser(executable, work / "chromium-profile")
    try:
        times: dict[str, list[float]] = {"page": [], "blank": []}
        for _ in range(runs):
            times["page"].append(browser.open(pathlib.Path(page).resolve().as_uri()))
            times["blank"].append(browser.open(blank.resolve().as_uri()))
    finally:
        browser.close()
    page_time, blank_time = statistics.median(times["page"]), statistics.median(times["blank"])
    print(f"  open and paint in headless Chromium: {page_time - blank_time:.3f} s   goal < 1 s "
          f"({page_time:.3f} s from navigation to painted, less {blank_time:.3f} s for an empty page; "
          f"median of {runs}, browser already running)")


if __name__ == "__main__":
    main()
