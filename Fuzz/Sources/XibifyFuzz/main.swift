import CLibFuzzer
import Foundation

// libFuzzer's flags and corpus folders are the command line (Fuzz/run.sh, Fuzz/README.md).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, xibifyFuzzTestOneInput))
