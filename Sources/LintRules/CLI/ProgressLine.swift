import Foundation

/// How far a run is: which pass, and files done of the total. Advanced from the worker threads.
public final class RunProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var phase = ""
    private var done = 0
    private var total = 0

    public init() {}

    func begin(_ phase: String, total: Int) {
        lock.lock()
        self.phase = phase
        done = 0
        self.total = total
        lock.unlock()
    }

    func advance() {
        lock.lock()
        done += 1
        lock.unlock()
    }

    /// `darklint: linting 1234/5000 files`, or nil before the first pass began.
    var text: String? {
        lock.lock()
        defer { lock.unlock() }
        return phase.isEmpty ? nil : "darklint: \(phase) \(done)/\(total) files"
    }
}

/// Shows a `RunProgress` on standard error while a long run goes on: nothing during the first
/// `delay` seconds (most runs end before anyone waits), then one line, rewritten in place with `\r`
/// a few times a second, and erased when the run ends so the summary stands alone. Only for a
/// terminal: in a pipe or a CI log, `\r` redraws would be garbage lines (the caller decides).
final class ProgressLine: @unchecked Sendable {
    let progress = RunProgress()
    private let write: (String) -> Void
    private let delay: Double
    private let interval: Double
    private let lock = NSLock()
    private var stopped = false
    private var shown = false
    private let finished = DispatchSemaphore(value: 0)

    init(delay: Double = 1, interval: Double = 0.1, write: @escaping (String) -> Void) {
        self.delay = delay
        self.interval = interval
        self.write = write
    }

    func start() {
        let started = DispatchTime.now().uptimeNanoseconds
        Thread.detachNewThread { [self] in
            var last = ""
            while true {
                Thread.sleep(forTimeInterval: interval)
                lock.lock()
                defer { lock.unlock() }
                if stopped { break }
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                // Under the lock: `stop` cannot erase the line while it is being drawn.
                if elapsed >= delay, let text = progress.text, text != last {
                    write("\r" + ANSI.clearLine + text)
                    shown = true
                    last = text
                }
            }
            finished.signal()
        }
    }

    /// Stops redrawing and erases the line; returns when nothing more will be written.
    func stop() {
        lock.lock()
        stopped = true
        if shown { write("\r" + ANSI.clearLine) }
        lock.unlock()
        finished.wait()
    }
}
