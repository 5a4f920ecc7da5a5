// libFuzzer on FuzzTarget.code: `fuzz-code [LIBFUZZER FLAGS] [CORPUS FOLDERS | INPUT FILES]`.
import FuzzDriver

runFuzzer(.code)
