"""kb-lsp builds on macOS as well as Linux. We cannot run macOS here, so this test reads
every Swift source of the package and fails where one uses an API that only Linux has
(or that needs a newer macOS than Package.swift's floor) outside a conditional
compilation block that also has a branch for Darwin:

    #if canImport(Darwin)
    ... Darwin's way ...
    #elseif canImport(Glibc)
    ... the Linux-only call ...
    #endif

Sources/Platform/Platform.swift is where such blocks belong; nothing else needs one."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

# What only Linux (Glibc or Musl) has, or what macOS 14 lacks, with the portable way.
LINUX_ONLY = [
    (re.compile(r"^\s*(@_exported\s+)?import\s+(Glibc|Musl|SwiftGlibc)\b"), "a Linux C library import"),
    (re.compile(r"\b(Glibc|Musl)\."), "a call qualified with a Linux C library"),
    (re.compile(r"\bst_[amc]tim\b"), "Linux's stat times (Darwin: st_mtimespec)"),
    (re.compile(r"\"/proc/"), "the /proc file system"),
    (re.compile(r"\b(epoll_\w+|inotify_\w+|eventfd|signalfd|timerfd_\w+|memfd_create|pipe2|accept4|"
                r"sched_getaffinity|get_nprocs|prctl|program_invocation_name|__errno_location)\s*\("),
     "a Linux-only system call"),
    (re.compile(r"\b(O_PATH|O_TMPFILE|SOCK_CLOEXEC|SOCK_NONBLOCK|MSG_NOSIGNAL|CLOCK_BOOTTIME)\b"),
     "a Linux-only flag"),
    (re.compile(r"^\s*import\s+Synchronization\b"),
     "Synchronization (Mutex, Atomic) needs macOS 15; the floor is macOS 14 (use Platform's Locked)"),
    (re.compile(r"^\s*import\s+FoundationNetworking\b"), "FoundationNetworking exists only on Linux"),
]

LINUX_CONDITION = re.compile(r"canImport\((Glibc|Musl)\)|os\(Linux\)")
DARWIN_CONDITION = re.compile(r"canImport\(Darwin\)|os\((macOS|iOS|tvOS|watchOS|visionOS)\)")


@dataclass
class Finding:
    path: str
    line: int
    text: str
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.why}: {self.text.strip()}"


@dataclass
class Chain:
    """One `#if … #elseif … #else … #endif` chain: its branches' conditions."""
    conditions: list[str]
    start: int
    pending: list[tuple[int, str, str]]

    @property
    def in_linux_branch(self) -> bool:
        """Whether the branch being read is compiled only on Linux: its condition names
        Linux, or it is the `#else` of a chain whose earlier branch took Darwin."""
        current = self.conditions[-1]
        if LINUX_CONDITION.search(current):
            return True
        return current == "#else" and any(DARWIN_CONDITION.search(c) for c in self.conditions[:-1])

    @property
    def has_darwin_branch(self) -> bool:
        return any(DARWIN_CONDITION.search(c) or c == "#else" for c in self.conditions)


def linux_only_uses(source: str, path: str = "<source>") -> list[Finding]:
    """The Linux-only uses in one Swift source that no Darwin branch stands beside."""
    findings: list[Finding] = []
    stack: list[Chain] = []
    for number, line in enumerate(source.splitlines(), start=1):
        code = line.split("//", 1)[0] if "://" not in line else line
        directive = code.strip()
        if directive.startswith("#if "):
            stack.append(Chain([directive[4:]], number, []))
            continue
        if directive.startswith("#elseif ") and stack:
            stack[-1].conditions.append(directive[8:])
            continue
        if directive.startswith("#else") and stack:
            stack[-1].conditions.append("#else")
            continue
        if directive.startswith("#endif") and stack:
            chain = stack.pop()
            # A Linux-only use is fine in a Linux branch of a chain that also has a
            # branch for Darwin (or an #else that Darwin takes).
            for at, text, why in chain.pending:
                if not chain.has_darwin_branch:
                    findings.append(Finding(path, at, text, why + ", in an #if with no Darwin branch"))
            continue
        for pattern, why in LINUX_ONLY:
            if not pattern.search(code):
                continue
            linux_branch = next((chain for chain in reversed(stack) if chain.in_linux_branch), None)
            if linux_branch is None:
                findings.append(Finding(path, number, line, why + ", outside #if canImport(Glibc)"))
            else:
                linux_branch.pending.append((number, line, why))
    for chain in stack:
        findings.append(Finding(path, chain.start, "#if " + chain.conditions[0], "an #if that is never closed"))
    return findings


def swift_sources() -> list[Path]:
    files = sorted(p for folder in ("Sources", "Tests", "Plugins") for p in (REPO / folder).rglob("*.swift"))
    files.append(REPO / "Package.swift")
    return [f for f in files if f.is_file()]


def test_no_swift_source_uses_a_linux_only_api_without_a_darwin_branch():
    sources = swift_sources()
    assert len(sources) > 50, "the package's sources were not found"
    findings = [f for path in sources for f in linux_only_uses(path.read_text(), str(path.relative_to(REPO)))]
    assert not findings, "Linux-only APIs that would not build on macOS:\n" + "\n".join(map(str, findings))


def test_package_swift_sets_the_macos_floor_and_both_providers():
    manifest = (REPO / "Package.swift").read_text()
    assert re.search(r"platforms:\s*\[\s*\.macOS\(\.v1[4-9]\)", manifest), "Package.swift sets no macOS floor"
    assert '.apt(["libjson-c-dev"])' in manifest and '.brew(["json-c"])' in manifest


@pytest.mark.parametrize("source, why", [
    ("import Glibc\n", "a Linux C library import"),
    ("#if canImport(Glibc)\nimport Glibc\n#endif\n", "no Darwin branch"),
    ("#if os(Linux)\nlet n = get_nprocs()\n#endif\n", "no Darwin branch"),
    ("let t = info.st_mtim.tv_sec\n", "stat times"),
    ("let n = readlink(\"/proc/self/exe\", &b, 10)\n", "/proc"),
    ("_ = Glibc.write(2, p, 1)\n", "qualified"),
    ("import Synchronization\n", "macOS 15"),
    ("#if canImport(Darwin)\nimport Darwin\n#endif\nlet fd = epoll_create1(0)\n", "system call"),
    ("#if canImport(Glibc)\nimport Glibc\n", "never closed"),
])
def test_the_check_catches_each_kind_of_linux_only_use(source: str, why: str):
    findings = linux_only_uses(source)
    assert findings and any(why in f.why for f in findings), findings


@pytest.mark.parametrize("source", [
    "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n#endif\n",
    "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n",
    "#if canImport(Glibc)\nlet t = info.st_mtim\n#else\nlet t = info.st_mtimespec\n#endif\n",
    "#if os(macOS)\nlet a = 1\n#elseif os(Linux)\n#if true\nlet n = get_nprocs()\n#endif\n#endif\n",
    "// Linux has /proc/self/exe; we do not use it.\nlet x = 1\n",
    "let url = \"https://example.com/proc/x\"\n",
    "#if canImport(Darwin)\nlet t = info.st_mtimespec\n#else\nlet t = info.st_mtim\n#endif\n",
])
def test_guarded_or_harmless_code_passes(source: str):
    assert linux_only_uses(source) == []
