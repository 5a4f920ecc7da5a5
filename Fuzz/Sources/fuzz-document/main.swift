// libFuzzer on FuzzTarget.document: `fuzz-document [LIBFUZZER FLAGS] [CORPUS FOLDERS | INPUT FILES]`.
import FuzzDriver

runFuzzer(.document)
