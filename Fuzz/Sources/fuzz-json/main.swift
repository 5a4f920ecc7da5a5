// libFuzzer on FuzzTarget.json: `fuzz-json [LIBFUZZER FLAGS] [CORPUS FOLDERS | INPUT FILES]`.
import FuzzDriver

runFuzzer(.json)
