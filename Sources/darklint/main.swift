import Foundation
import LintRules

// A reader that goes away (`darklint | head -1`) must end the run with a checked write error,
// not the SIGPIPE signal's kill.
signal(SIGPIPE, SIG_IGN)

// Everything but the process I/O lives in LintRules, where the tests can reach it.
let command = DarklintCommand(
    // One byte past the limit is enough to know the input is too large (see `--stdin-path`).
    readStandardInput: { StandardStreams.read(STDIN_FILENO, limit: SourceReader.maximumStandardInput + 1) },
    writeOutput: { text in StandardStreams.writeOutputOrExit(text) },
    writeError: { text in _ = StandardStreams.write(text, to: STDERR_FILENO) },
    errorIsTerminal: isatty(STDERR_FILENO) != 0,
    outputIsTerminal: isatty(STDOUT_FILENO) != 0
)
exit(command.run(Array(CommandLine.arguments.dropFirst())))
