// autolayout-oracle: solves linear systems read from standard input with the AutoLayout
// solver and prints one JSON line per system, for Tests/e2e/test_autolayout_lp.py to compare
// with an LP solver; `autolayout-oracle bench` times solving against re-solving.
//
// Input, one directive a line (blank lines and lines starting with # are skipped):
//
//   system N                  a system over variables 0..<N; then, in order:
//   c REL PRIORITY CONSTANT [VAR:COEF ...]
//                             the constraint  CONSTANT + Σ COEF × VAR  REL  0, REL one of
//                             = <= >=, PRIORITY a number (1000 is required); a required one
//                             that cannot hold is left out and the system marked infeasible
//   remove K                  removes the K-th constraint line of the system (from 0)
//   edit VAR PRIORITY         makes VAR an edit variable
//   suggest VAR VALUE         suggests VALUE for the edit variable VAR
//   end                       prints {"values": [...], "violations": {"LEVEL": total, ...},
//                             "infeasible": bool, "rejected": [K, ...], "errors": [...]}
//   iis N                     constraints as for system, then `end`: prints
//                             {"iis": [K, ...]}, the irreducibleConflict of the c lines
//
// Malformed lines are reported on standard error and make the exit status 2.

import AutoLayout

if CommandLine.arguments.dropFirst().first == "bench" {
    runBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2)))
} else {
    var reader = SystemReader()
    while let line = readLine() {
        reader.read(line)
    }
    reader.finish()
    if reader.failed { exitWithStatus(2) }
}
