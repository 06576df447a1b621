import XibifyWriting

extension RecoveredBatch {
    /// What became of the batch, in one sentence that says why, without a `warning:` or
    /// `error:` prefix; the journal is named first, as a place.
    package var message: String {
        let count = files.count == 1 ? "1 file" : "\(files.count) files"
        let shown = 10
        let list =
            files.prefix(shown).joined(separator: ", ")
            + (files.count > shown ? " and \(files.count - shown) more" : "")
        switch resolution {
        case .finished:
            return "\(journal): a xibify run was killed while it wrote these \(count); it had written and checked "
                + "every new file and compared every input, so the rewrite was finished: \(list)"
        case .undone:
            let why =
                reason == .newContentsLost
                ? "a new file it wrote is missing or damaged, so the rewrite was undone and every file holds its "
                    + "original again"
                : "it had not yet compared its inputs, so it had replaced nothing; its temporary files were removed"
            return "\(journal): a xibify run was killed while it wrote \(count) (\(list)); \(why)"
        case .inProgress(let processID):
            let holder = processID.map { "another xibify run (process \($0))" } ?? "another xibify run"
            return
                "\(holder) is writing \(count) and holds the journal \(journal) — nothing was read; run again when it "
                + "has finished"
        case .refused(let refusal):
            return "\(journal): a xibify run was killed while it wrote \(count), and this run could neither finish "
                + "nor undo it: \(refusal.explanation) — nothing was read or changed"
        }
    }
}

extension RecoveredBatch.Refusal {
    /// What stands in the way and what to do, for the message.
    fileprivate var explanation: String {
        switch kind {
        case .unreadableJournal:
            return "the journal cannot be read (\(detail)); if xibify did not write it, move it away, then run again"
        case .pathOutside:
            return "the journal names \(detail), which is outside its folder or a symbolic link; xibify will not "
                + "touch it: move the journal away, then run again"
        case .cannotLock:
            return "a folder of the batch cannot be locked (\(detail)); run again when it can"
        case .cannotWrite:
            return "\(detail); run again to take it up where it stopped"
        case .editedSince:
            let states = files.map { file in
                var words = "\(file.path) holds \(file.contents.words)"
                if let original = file.original { words += "; its original is in \(original)" }
                if let new = file.new { words += "; its new contents are in \(new)" }
                return words
            }
            return "a file was edited since (" + states.joined(separator: "; ")
                + "); put each file as you want it, delete those scratch files and the journal, then run again"
        }
    }
}

extension RecoveredBatch.FileState.Contents {
    fileprivate var words: String {
        switch self {
        case .original: "its original"
        case .new: "the new contents"
        case .other: "something else (edited since)"
        case .missing: "nothing (it is gone)"
        }
    }
}
