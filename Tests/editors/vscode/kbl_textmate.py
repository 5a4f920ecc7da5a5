"""A small TextMate tokenizer over Oniguruma (onigurumacffi), following vscode-textmate.

It implements what VS Code does with a grammar, line by line:
- `match` rules with `name` and `captures`;
- `begin`/`end` rules with `name`, `contentName`, `beginCaptures`, `endCaptures`,
  `captures`, `patterns`, `applyEndPatternLast`, back-references from `end` to `begin`;
- `begin`/`while` rules (the while condition is checked at the start of each next line);
- `include` of `$self`, `$base`, `#repository-key` and pattern-only containers;
- the scan rule: at each position every candidate regex searches forward, the leftmost
  match wins and, between matches at the same position, the earlier rule wins (a
  begin/end rule's `end` is tried first unless applyEndPatternLast);
- each line is scanned with a trailing "\\n", `\\G` only matches where the previous
  match on the line ended, `\\A` only on the first line; a rule pushed and popped
  without advancing ends the line (the endless-loop guard).

Captures with their own `patterns` and includes of other grammars are not supported:
the tokenizer raises instead of silently tokenizing differently from VS Code.

tokenize(text) returns one list per line of (start, end, scopes) with columns in Unicode
scalar values and scopes a tuple from the grammar's scopeName outwards-in.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

import onigurumacffi

REGEX_KEYS = ("match", "begin", "end", "while")
_BACKREF = re.compile(r"\\(\d+)")
_ANCHOR_G = re.compile(r"(?<!\\)((?:\\\\)*)\\G")
_ANCHOR_A = re.compile(r"(?<!\\)((?:\\\\)*)\\A")


def iter_regexes(node: Any, path: str = "$") -> Iterator[tuple[str, str, str]]:
    """Yields (json path, key, regex) for every match/begin/end/while in a grammar."""
    if isinstance(node, dict):
        for key, value in node.items():
            sub = f"{path}.{key}"
            if key in REGEX_KEYS and isinstance(value, str):
                yield sub, key, value
            else:
                yield from iter_regexes(value, sub)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from iter_regexes(value, f"{path}[{i}]")


def compile_for_check(key: str, regex: str) -> Any:
    """Compiles one grammar regex as VS Code would; end/while back-references to the
    begin captures are replaced by literal text first, as vscode-textmate does."""
    if key in ("end", "while"):
        regex = _BACKREF.sub("x", regex)
    return onigurumacffi.compile(regex)


@dataclass
class Rule:
    raw: dict
    name: str | None = None
    content_name: str | None = None
    match: str | None = None
    begin: str | None = None
    end: str | None = None
    while_: str | None = None
    captures: dict = field(default_factory=dict)
    begin_captures: dict = field(default_factory=dict)
    end_captures: dict = field(default_factory=dict)
    while_captures: dict = field(default_factory=dict)
    patterns: list["Rule"] = field(default_factory=list)
    apply_end_last: bool = False


@dataclass
class Frame:
    rule: Rule | None          # None: the grammar's top level
    end_regex: str | None      # end/while with back-references resolved
    push_pos: int              # position on the line where it was pushed (-1: earlier line)
    scopes: tuple[str, ...]    # scopes inside this frame (name + contentName applied)
    enter_scopes: tuple[str, ...]  # scopes for begin/end captures (name only)


class Grammar:
    def __init__(self, raw: dict):
        self.raw = raw
        self.scope_name = raw["scopeName"]
        self.repository = raw.get("repository", {})
        self._rules: dict[int, Rule] = {}
        self._regex_cache: dict[str, Any] = {}
        self.top = self._rule({"patterns": raw.get("patterns", [])}, self.repository)

    @classmethod
    def load(cls, path: str | Path) -> "Grammar":
        return cls(json.loads(Path(path).read_text(encoding="utf-8")))

    # -- rule compilation -------------------------------------------------------------

    def _rule(self, raw: dict, repository: dict) -> Rule:
        key = id(raw)
        if key in self._rules:
            return self._rules[key]
        rule = Rule(raw=raw)
        self._rules[key] = rule
        for cap_key in ("captures", "beginCaptures", "endCaptures", "whileCaptures"):
            for cap in raw.get(cap_key, {}).values():
                if "patterns" in cap:
                    raise NotImplementedError("captures with patterns are not supported")
        rule.name = raw.get("name")
        rule.content_name = raw.get("contentName")
        rule.match = raw.get("match")
        rule.begin = raw.get("begin")
        rule.end = raw.get("end")
        rule.while_ = raw.get("while")
        rule.captures = raw.get("captures", {})
        rule.begin_captures = raw.get("beginCaptures", rule.captures)
        rule.end_captures = raw.get("endCaptures", rule.captures)
        rule.while_captures = raw.get("whileCaptures", rule.captures)
        rule.apply_end_last = bool(raw.get("applyEndPatternLast"))
        if rule.begin is not None and rule.end is None and rule.while_ is None:
            raise ValueError(f"begin without end or while: {rule.begin!r}")
        local_repo = dict(repository)
        local_repo.update(raw.get("repository", {}))
        rule.patterns = [self._rule(p, local_repo) for p in raw.get("patterns", [])]
        if "include" in raw:
            target = raw["include"]
            if target in ("$self", "$base"):
                rule.patterns = [self.top]
            elif target.startswith("#"):
                if target[1:] not in local_repo:
                    raise KeyError(f"include of a missing repository key: {target}")
                rule.patterns = [self._rule(local_repo[target[1:]], local_repo)]
            else:
                raise NotImplementedError(f"include of another grammar: {target}")
        return rule

    def _flatten(self, rules: list[Rule], seen: set[int] | None = None) -> list[Rule]:
        """Expands includes and pattern-only containers into match/begin rules, in order."""
        out: list[Rule] = []
        seen = set() if seen is None else seen
        for rule in rules:
            if rule.match is not None or rule.begin is not None:
                out.append(rule)
            elif id(rule) not in seen:
                seen.add(id(rule))
                out.extend(self._flatten(rule.patterns, seen))
                seen.discard(id(rule))
        return out

    def _regex(self, source: str) -> Any:
        compiled = self._regex_cache.get(source)
        if compiled is None:
            compiled = self._regex_cache[source] = onigurumacffi.compile(source)
        return compiled

    @staticmethod
    def _anchored(source: str, pos: int, anchor: int, first_line: bool) -> str:
        if pos != anchor:
            source = _ANCHOR_G.sub(lambda m: m.group(1) + "\uffff", source)
        if not first_line:
            source = _ANCHOR_A.sub(lambda m: m.group(1) + "\uffff", source)
        return source

    # -- tokenizing -------------------------------------------------------------------

    @staticmethod
    def _with(scopes: tuple[str, ...], *names: str | None) -> tuple[str, ...]:
        return scopes + tuple(n for n in names if n)

    def _emit_captures(self, out: list, base: tuple[str, ...], m: Any, captures: dict,
                       line_len: int) -> None:
        start, end = m.span()
        per_char = [list(base) for _ in range(end - start)]
        for key in sorted(captures, key=int):
            name = captures[key].get("name")
            index = int(key)
            if not name or index >= len(m._begs) or m._begs[index] < 0:
                continue
            cs, ce = m.span(index)
            for i in range(cs, ce):
                per_char[i - start].append(name)
        for i, scopes in enumerate(per_char):
            pos = start + i
            if pos >= line_len:
                break
            t = tuple(scopes)
            if out and out[-1][1] == pos and out[-1][2] == t:
                out[-1] = (out[-1][0], pos + 1, t)
            else:
                out.append((pos, pos + 1, t))

    @staticmethod
    def _emit(out: list, start: int, end: int, scopes: tuple[str, ...]) -> None:
        if end <= start:
            return
        if out and out[-1][1] == start and out[-1][2] == scopes:
            out[-1] = (out[-1][0], end, scopes)
        else:
            out.append((start, end, scopes))

    @staticmethod
    def _resolve_backrefs(source: str, m: Any) -> str:
        def repl(b: re.Match) -> str:
            i = int(b.group(1))
            text = m.group(i) if i < len(m._begs) and m._begs[i] >= 0 else ""
            return re.sub(r"([\\^$.|?*+()\[\]{}-])", r"\\\1", text)
        return _BACKREF.sub(repl, source)

    def tokenize(self, text: str) -> list[list[tuple[int, int, tuple[str, ...]]]]:
        stack = [Frame(None, None, -1, (self.scope_name,), (self.scope_name,))]
        lines = text.split("\n")
        if text.endswith("\n"):
            lines.pop()
        result = []
        for line_no, line in enumerate(lines):
            result.append(self._tokenize_line(line, stack, line_no == 0))
            for frame in stack:
                frame.push_pos = -1
        return result

    def _tokenize_line(self, line: str, stack: list[Frame], first_line: bool) -> list:
        out: list = []
        src = line + "\n"
        length = len(line)
        pos = 0
        anchor = -1
        # begin/while rules: each must match at the start of the line, or it is popped.
        for depth in range(1, len(stack)):
            frame = stack[depth]
            if frame.rule is None or frame.rule.while_ is None:
                continue
            regex = self._anchored(frame.end_regex, pos, anchor, first_line)
            m = self._regex(regex).search(src, pos)
            if m is None or m.start() != pos:
                del stack[depth:]
                break
            self._emit_captures(out, frame.enter_scopes, m, frame.rule.while_captures, length)
            pos = anchor = m.end()
        for _ in range(100_000):
            top = stack[-1]
            rule = top.rule
            inner = [(r.match or r.begin, r)
                     for r in self._flatten(rule.patterns if rule else self.top.patterns)]
            if rule is not None and rule.end is not None:
                end_c = [(top.end_regex, None)]
                candidates = inner + end_c if rule.apply_end_last else end_c + inner
            else:
                candidates = inner
            best = None
            for source, cand in candidates:
                m = self._regex(self._anchored(source, pos, anchor, first_line)).search(src, pos)
                if m is not None and (best is None or m.start() < best[0].start()):
                    best = (m, cand)
                    if m.start() == pos:
                        break
            if best is None:
                self._emit(out, pos, length, top.scopes)
                break
            m, cand = best
            advanced = m.end() > pos
            self._emit(out, pos, min(m.start(), length), top.scopes)
            if cand is None:  # the end of the frame on top
                self._emit_captures(out, top.enter_scopes, m, rule.end_captures, length)
                stack.pop()
                if not advanced and top.push_pos == pos:
                    # pushed and popped without advancing: vscode-textmate keeps the rule
                    # and gives up the rest of the line
                    stack.append(top)
                    self._emit(out, pos, length, top.scopes)
                    break
            elif cand.match is not None:
                self._emit_captures(out, self._with(top.scopes, cand.name), m, cand.captures,
                                    length)
                if not advanced:  # neither advancing nor pushing/popping
                    if len(stack) > 1:
                        stack.pop()
                    self._emit(out, pos, length, stack[-1].scopes)
                    break
            else:
                enter = self._with(top.scopes, cand.name)
                self._emit_captures(out, enter, m, cand.begin_captures, length)
                end_source = cand.end if cand.end is not None else cand.while_
                frame = Frame(cand, self._resolve_backrefs(end_source, m), pos,
                              self._with(enter, cand.content_name), enter)
                if not advanced and rule is cand and top.push_pos == pos:
                    # a rule pushed itself without advancing
                    self._emit(out, pos, length, top.scopes)
                    break
                stack.append(frame)
                anchor = m.end()
            if advanced:
                pos = m.end()
                first_line = False
        else:
            raise RuntimeError(f"the grammar loops on line {line!r}")
        return [(s, min(e, length), sc) for s, e, sc in out if min(e, length) > s]


def scopes_at(tokens: list[tuple[int, int, tuple[str, ...]]], col: int) -> tuple[str, ...]:
    for start, end, scopes in tokens:
        if start <= col < end:
            return scopes
    return ()
