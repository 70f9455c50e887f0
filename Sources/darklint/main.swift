import Foundation
import LintRules

// Everything but the process I/O lives in LintRules, where the tests can reach it.
let command = DarklintCommand(
    readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
    writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
    errorIsTerminal: isatty(STDERR_FILENO) != 0
)
exit(command.run(Array(CommandLine.arguments.dropFirst())))
