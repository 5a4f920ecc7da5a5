"""The AutoLayout solver against an LP solver: thousands of seeded random systems solved by
`autolayout-oracle` (Tests/AutoLayoutOracle) and, independently, by scipy's HiGHS, one LP
per priority level from the top down (lexicographic optimisation). They must agree on
whether the required constraints can hold, on the optimal total violation at every level,
and on every variable whose value the optimum determines. The conflicts the oracle's `iis`
command finds must be infeasible and irreducible.

The oracle is $AUTOLAYOUT_ORACLE, else the debug build (built here when missing)."""

from __future__ import annotations

import json
import os
import random
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pytest
from scipy.optimize import linprog

REPO = Path(__file__).resolve().parents[2]
REQUIRED = 1000.0
LEVELS = [REQUIRED, 999.0, 750.0, 500.0, 250.0, 1.0]
COEFFICIENTS = [-2.0, -1.0, -0.5, 0.5, 1.0, 1.0, 1.0, 2.0, 3.0]
TOLERANCE = 1e-6
SYSTEMS = 2400


@dataclass
class Row:
    relation: str  # "=", "<=", ">=": constant + Σ coef × var RELATION 0
    priority: float
    constant: float
    terms: list[tuple[int, float]]

    def line(self) -> str:
        terms = " ".join(f"{var}:{coef!r}" for var, coef in self.terms)
        return f"c {self.relation} {self.priority!r} {self.constant!r} {terms}".rstrip()

    def value(self, x) -> float:
        return self.constant + sum(coef * x[var] for var, coef in self.terms)

    def violation(self, x) -> float:
        value = self.value(x)
        return {"=": abs(value), "<=": max(0.0, value), ">=": max(0.0, -value)}[self.relation]


@dataclass
class System:
    variables: int
    rows: list[Row]
    # Oracle lines after the constraints (remove, edit, suggest), and the constraints the
    # LP sees in their place: removed rows dropped, edit variables as optional equalities.
    extra: list[str] = field(default_factory=list)
    removed: set[int] = field(default_factory=set)
    edits: list[Row] = field(default_factory=list)

    def text(self, command: str = "system") -> str:
        return "\n".join([f"{command} {self.variables}", *(row.line() for row in self.rows), *self.extra, "end"])

    def effective(self) -> list[Row]:
        return [row for index, row in enumerate(self.rows) if index not in self.removed] + self.edits


def random_row(rng: random.Random, variables: int, weights=(3, 1, 2, 1, 2, 1)) -> Row:
    chosen = rng.sample(range(variables), rng.randint(1, min(3, variables)))
    return Row(rng.choice(["=", "<=", ">="]), rng.choices(LEVELS, weights=weights)[0],
               float(rng.randint(-20, 20)), [(var, rng.choice(COEFFICIENTS)) for var in chosen])


def random_system(rng: random.Random, weights=(3, 1, 2, 1, 2, 1)) -> System:
    variables = rng.randint(2, 12)
    rows = [random_row(rng, variables, weights) for _ in range(rng.randint(1, 15))]
    if rng.random() < 0.25:
        # A zero-width pair: x >= c and x <= c, at one level.
        var, level, constant = rng.randrange(variables), rng.choice(LEVELS), float(rng.randint(-10, 10))
        rows.insert(rng.randint(0, len(rows)), Row(">=", level, -constant, [(var, 1.0)]))
        rows.insert(rng.randint(0, len(rows)), Row("<=", level, -constant, [(var, 1.0)]))
    if rng.random() < 0.15:
        rows.append(Row(rows[0].relation, rows[0].priority, rows[0].constant, list(rows[0].terms)))  # a duplicate
    return System(variables, rows)


def run_oracle(oracle: str, texts: list[str]) -> list[dict]:
    proc = subprocess.run([oracle], input="\n".join(texts) + "\n", capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == len(texts), proc.stderr
    return [json.loads(line) for line in lines]


class LP:
    """The system as LP matrices over x (free) and one error variable per optional
    equality side or inequality (non-negative)."""

    def __init__(self, variables: int, rows: list[Row]):
        self.n = variables
        self.errors: list[tuple[float, int]] = []  # (level, column)
        eq, eq_b, ub, ub_b = [], [], [], []
        columns = variables
        layout = []
        for row in rows:
            count = 0 if row.priority == REQUIRED else (2 if row.relation == "=" else 1)
            layout.append((row, list(range(columns, columns + count))))
            columns += count
        self.width = columns
        for row, errs in layout:
            coefs = np.zeros(columns)
            for var, coef in row.terms:
                coefs[var] += coef
            if row.relation == "=":
                if errs:
                    coefs[errs[0]], coefs[errs[1]] = -1.0, 1.0
                eq.append(coefs)
                eq_b.append(-row.constant)
            else:
                sign = 1.0 if row.relation == "<=" else -1.0
                coefs *= sign
                if errs:
                    coefs[errs[0]] = -1.0
                ub.append(coefs)
                ub_b.append(-row.constant * sign)
            self.errors += [(row.priority, col) for col in errs]
        self.eq, self.eq_b, self.ub, self.ub_b = eq, eq_b, ub, ub_b
        self.bounds = [(None, None)] * variables + [(0, None)] * (columns - variables)
        self.fixed: list[float] = []  # the optimal total of each level fixed so far
        self.slack = 1e-9

    def solve(self, objective):
        return linprog(objective, A_ub=np.array(self.ub) if self.ub else None, b_ub=self.ub_b or None,
                       A_eq=np.array(self.eq) if self.eq else None, b_eq=self.eq_b or None,
                       bounds=self.bounds, method="highs", options={"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10})

    def solve_fixed(self, objective):
        """`solve`, where HiGHS may find the levels fixed so far infeasible within its own
        tolerances (1e-7): the last level's bound is loosened a little at a time."""
        result = self.solve(objective)
        while result.status == 2 and self.fixed and self.slack < 1e-6:
            self.slack *= 10
            self.ub_b[-1] = self.fixed[-1] + self.slack * (1 + abs(self.fixed[-1]))
            result = self.solve(objective)
        return result

    def feasible(self) -> bool:
        result = self.solve(np.zeros(self.width))
        assert result.status in (0, 2), result.message
        return result.status == 0

    def lexicographic(self) -> tuple[dict[float, float], np.ndarray]:
        """The optimal total violation per level, top down, each fixed before the next."""
        optimum: dict[float, float] = {}
        x = self.solve(np.zeros(self.width)).x
        for level in sorted({level for level, _ in self.errors}, reverse=True):
            objective = np.zeros(self.width)
            for lvl, col in self.errors:
                if lvl == level:
                    objective[col] = 1.0
            result = self.solve_fixed(objective)
            assert result.status == 0, result.message
            optimum[level] = max(0.0, result.fun)
            x = result.x
            self.ub.append(objective)
            self.fixed.append(result.fun)
            self.slack = 1e-9
            self.ub_b.append(result.fun + self.slack * (1 + abs(result.fun)))
        return optimum, x

    def range_of(self, var: int) -> tuple[float, float]:
        """The least and greatest value of x[var] over the optimal face (within ±1e7: an
        unbounded LP is one HiGHS may also call infeasible)."""
        objective = np.zeros(self.width)
        objective[var] = 1.0
        self.bounds[var] = (-1e7, 1e7)
        low, high = self.solve_fixed(objective), self.solve_fixed(-objective)
        self.bounds[var] = (None, None)
        assert low.status == 0 and high.status == 0, (low.message, high.message)
        return low.fun, -high.fun


def close(a: float, b: float) -> bool:
    return abs(a - b) <= TOLERANCE * max(1.0, abs(a), abs(b))


def check(system: System, result: dict) -> None:
    rows = system.effective()
    lp = LP(system.variables, rows)
    required_feasible = LP(system.variables, [row for row in rows if row.priority == REQUIRED]).feasible()
    assert result["infeasible"] == (not required_feasible), (system.text(), result)
    if not required_feasible:
        return
    assert not result["errors"], (system.text(), result)
    x = result["values"]
    assert all(value is not None for value in x), result
    for row in rows:
        if row.priority == REQUIRED:
            assert row.violation(x) <= TOLERANCE * max(1.0, abs(row.constant)), (system.text(), row, x)
    optimum, lp_x = lp.lexicographic()
    for level, best in optimum.items():
        ours = sum(row.violation(x) for row in rows if row.priority == level)
        assert close(ours, best), (system.text(), level, ours, best, x)
    reported = {float(level): total for level, total in result["violations"].items()}
    user_levels = {row.priority for index, row in enumerate(system.rows)
                   if row.priority != REQUIRED and index not in system.removed}
    assert set(reported) == user_levels, (system.text(), reported)
    for level, total in reported.items():
        recomputed = sum(row.violation(x) for index, row in enumerate(system.rows)
                         if row.priority == level and index not in system.removed)
        assert close(total, recomputed), (system.text(), level, total, recomputed)
    for var in range(system.variables):
        if close(x[var], lp_x[var]):
            continue
        low, high = lp.range_of(var)
        assert high - low >= 1e-7, (system.text(), f"x{var} is {x[var]}, but the optimum fixes it at {low}")


@pytest.fixture(scope="session")
def oracle() -> str:
    path = os.environ.get("AUTOLAYOUT_ORACLE")
    if not path:
        subprocess.run(["swift", "build", "--product", "autolayout-oracle"], cwd=REPO, check=True,
                       stdin=subprocess.DEVNULL, timeout=1800)
        path = str(REPO / ".build" / "debug" / "autolayout-oracle")
    assert os.access(path, os.X_OK), f"no autolayout-oracle at {path}"
    return path


def test_random_systems_match_lexicographic_lp(oracle: str) -> None:
    rng = random.Random(25)
    systems = [random_system(rng) for _ in range(SYSTEMS)]
    results = run_oracle(oracle, [system.text() for system in systems])
    infeasible = sum(result["infeasible"] for result in results)
    assert SYSTEMS // 20 < infeasible < SYSTEMS // 2, infeasible  # both kinds are well represented
    for system, result in zip(systems, results):
        check(system, result)


def test_edits_and_removals_match_lp(oracle: str) -> None:
    """Suggested values (the dual simplex) and removed constraints land on the optimum that
    a fresh LP finds for the constraints that remain plus an equality per edit variable."""
    rng = random.Random(2025)
    systems = []
    for _ in range(600):
        system = random_system(rng, weights=(1, 1, 2, 1, 2, 1))
        removals = rng.sample(range(len(system.rows)), rng.randint(0, min(3, len(system.rows))))
        if len(system.rows) > 1 and system.rows[-1] == system.rows[0] and rng.random() < 0.7:
            removals = [0] + [index for index in removals if index != 0]  # one of a duplicate pair
        for index in removals:
            system.extra.append(f"remove {index}")
            system.removed.add(index)
        edited = rng.sample(range(system.variables), rng.randint(1, min(3, system.variables)))
        for var in edited:
            level = rng.choice([5000.0, 1001.0, 999.0, 750.0, 250.0])
            system.extra.append(f"edit {var} {level!r}")
            value = 0.0
            for _ in range(rng.randint(1, 4)):
                value = float(rng.randint(-30, 30)) / rng.choice([1, 2])
                system.extra.append(f"suggest {var} {value!r}")
            system.edits.append(Row("=", level, -value, [(var, 1.0)]))
        systems.append(system)
    results = run_oracle(oracle, [system.text() for system in systems])
    for system, result in zip(systems, results):
        check(system, result)


def test_conflicts_are_irreducible(oracle: str) -> None:
    rng = random.Random(7)
    systems = []
    while len(systems) < 250:
        system = random_system(rng, weights=(6, 1, 1, 1, 1, 1))
        if not LP(system.variables, [row for row in system.rows if row.priority == REQUIRED]).feasible():
            systems.append(system)
    feasible = [random_system(rng, weights=(0, 1, 1, 1, 1, 1)) for _ in range(20)]
    results = run_oracle(oracle, [system.text("iis") for system in systems + feasible])
    for system, result in zip(feasible, results[len(systems):]):
        assert result["iis"] == [], system.text()
    for system, result in zip(systems, results):
        subset = result["iis"]
        assert subset and subset == sorted(set(subset)), (system.text(), subset)
        assert all(system.rows[index].priority == REQUIRED for index in subset), (system.text(), subset)
        assert not LP(system.variables, [system.rows[index] for index in subset]).feasible(), (system.text(), subset)
        for left_out in subset:
            rest = [system.rows[index] for index in subset if index != left_out]
            assert LP(system.variables, rest).feasible(), (system.text(), subset, left_out)
