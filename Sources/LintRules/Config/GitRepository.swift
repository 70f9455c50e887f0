import Foundation

/// What darklint reads of a git repository, from its files alone (no `git` process, no index): where
/// it is, and the commit checked out. Everything fails silently: a folder that is not in git, or a
/// repository in a layout not understood, simply has no answer.
enum GitRepository {
    /// The nearest folder at or above `folder` with a `.git` (a folder, or a worktree's file).
    static func root(of folder: String) -> String? {
        var current = folder
        while true {
            if FileManager.default.fileExists(atPath: current + "/.git") { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The git directory of the work tree at `root` (`HEAD` is there) and the common one (refs,
    /// `packed-refs`, `info/exclude`): the same folder, except for a worktree or a submodule, whose
    /// `.git` is a file saying `gitdir: PATH` (and whose git directory may name a `commondir`).
    static func directories(root: String) -> (own: String, common: String)? {
        var isDirectory: ObjCBool = false
        let dotGit = root + "/.git"
        guard FileManager.default.fileExists(atPath: dotGit, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return (dotGit, dotGit) }
        guard let text = read(dotGit), let line = text.split(separator: "\n").first(where: { $0.hasPrefix("gitdir:") }) else { return nil }
        var own = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
        if !own.hasPrefix("/") { own = root + "/" + own }
        var common = own
        if let named = read(own + "/commondir")?.trimmingCharacters(in: .whitespacesAndNewlines), !named.isEmpty {
            common = named.hasPrefix("/") ? named : own + "/" + named
        }
        return ((own as NSString).standardizingPath, (common as NSString).standardizingPath)
    }

    /// The commit checked out at `root` (40 or 64 hex digits) and its branch (nil when detached).
    static func head(root: String) -> (commit: String, branch: String?)? {
        guard let dirs = directories(root: root),
              let head = read(dirs.own + "/HEAD")?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        guard head.hasPrefix("ref:") else { return isObjectName(head) ? (head, nil) : nil }
        let ref = head.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
        // A ref name never climbs out of the git directory.
        guard ref.hasPrefix("refs/"), !ref.split(separator: "/").contains("..") else { return nil }
        let branch = ref.hasPrefix("refs/heads/") ? String(ref.dropFirst("refs/heads/".count)) : ref
        for dir in [dirs.own, dirs.common] {
            if let value = read(dir + "/" + ref)?.trimmingCharacters(in: .whitespacesAndNewlines), isObjectName(value) {
                return (value, branch)
            }
        }
        // `git gc` moves refs into `packed-refs`: "<hash> <ref>" lines.
        for line in (read(dirs.common + "/packed-refs") ?? "").split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("^") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[1] == ref, isObjectName(String(parts[0])) { return (String(parts[0]), branch) }
        }
        return nil   // a branch with no commit yet
    }

    static func isObjectName(_ s: String) -> Bool {
        (s.count == 40 || s.count == 64) && s.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// A small text file, or nil (missing, unreadable, too large, not UTF-8).
    static func read(_ path: String) -> String? {
        guard case .success(let text) = SourceReader.readText(path) else { return nil }
        return text
    }
}
