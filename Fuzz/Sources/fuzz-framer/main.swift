// libFuzzer on FuzzTarget.framer: `fuzz-framer [LIBFUZZER FLAGS] [CORPUS FOLDERS | INPUT FILES]`.
import FuzzDriver

runFuzzer(.framer)
