// libFuzzer on FuzzTarget.server: `fuzz-server [LIBFUZZER FLAGS] [CORPUS FOLDERS | INPUT FILES]`.
import FuzzDriver

runFuzzer(.server)
