// libFuzzer on FuzzTarget.spec: `fuzz-spec [LIBFUZZER FLAGS] [CORPUS FOLDERS | INPUT FILES]`.
import FuzzDriver

runFuzzer(.spec)
