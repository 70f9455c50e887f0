import Foundation

extension ParallelMap {
    /// Maps `items` on all cores and hands each result to `consume` on the calling thread, in item
    /// order, as soon as it and every result before it are ready. Only what `consume` folds the
    /// results into is held, not every result: pass 1 of a run merges each file's summary into the
    /// index and drops it.
    public static func forEachInOrder<T: Sendable, R: Sendable>(_ items: [T], jobs: Int = 0,
                                                                _ transform: @escaping @Sendable (T) -> R,
                                                                consume: (R) -> Void) {
        if items.count <= 1 || jobs == 1 {
            for item in items { consume(transform(item)) }
            return
        }
        let slots = OrderedSlots<R>(count: items.count)
        let workers = min(jobs > 0 ? jobs : ProcessInfoCores.count, maximumJobs)
        // Small chunks, handed out in order: results arrive about in the order they are consumed, so
        // few wait in their slots.
        let chunk = max(1, min(8, items.count / (workers * 8)))
        let chunks = (items.count + chunk - 1) / chunk
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let lo = c * chunk
                for i in lo..<min(items.count, lo + chunk) { slots.set(i, transform(items[i])) }
            }
            finished.signal()
        }
        for i in 0..<items.count { consume(slots.take(i)) }
        finished.wait()
    }
}

/// Result slots filled from many threads and emptied in order by one consumer, which waits for the
/// slot it needs next. Each result is boxed: a slot is one pointer, not a whole result (a file's
/// summary is hundreds of bytes, and a run has a slot per file).
final class OrderedSlots<R>: @unchecked Sendable {
    private final class Box {
        let value: R
        init(_ value: R) { self.value = value }
    }

    private let slots: ResultSlots<Box>
    private let condition = NSCondition()
    /// The slot the consumer is waiting for (-1: none): only its filling wakes the consumer.
    private var awaited = -1

    init(count: Int) { slots = ResultSlots(count: count) }

    func set(_ i: Int, _ value: R) {
        let box = Box(value)
        condition.lock()
        slots.set(i, box)
        if i == awaited { condition.signal() }
        condition.unlock()
    }

    /// Waits for slot `i`, empties it and returns its value.
    func take(_ i: Int) -> R {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let box = slots.take(i) {
                awaited = -1
                return box.value
            }
            awaited = i
            condition.wait()
        }
    }
}

/// A value computed on another core while the caller goes on; `value` waits for it.
///
/// The work runs on a thread of its own, not on Dispatch's pool: a caller that is itself a pool
/// worker (pass 1 builds `ColorDefinitionCollector.firstPassContext`, an empty index, on first use)
/// would otherwise wait for work queued behind the busy workers, and Linux's Dispatch only adds a
/// thread after about a second of starvation: every run stalled that long.
final class ConcurrentValue<T>: @unchecked Sendable {
    private var result: T?
    private let done = DispatchGroup()

    init(_ work: @escaping @Sendable () -> T) {
        done.enter()
        Thread.detachNewThread {
            self.result = work()
            self.done.leave()
        }
    }

    /// The value, once computed (the group's wait orders the write before this read).
    var value: T {
        done.wait()
        return result!
    }
}
