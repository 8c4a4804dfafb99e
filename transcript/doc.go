// Package transcript discovers Cursor agent-transcript trees and reads their
// frames.
//
// A source is a Cursor projects root, one project directory, one transcript
// file, or an fs.FS laid out like a projects root. Discover lists the
// top-level transcripts (<project>/agent-transcripts/<id>/<id>.jsonl and the
// flat <project>/agent-transcripts/<id>.jsonl), their subagents
// (<id>/subagents/<child>.jsonl, lineage by directory containment) and the
// sidecars (<project>/agent-tools/<name>.txt). Identity comes from the path,
// never from file contents. Symbolic links are never followed; they are
// reported.
//
// A Reader yields one Frame per JSON line, classified by its top-level key
// set. One bad line never stops a file: malformed lines, over-long lines,
// blank lines and an unterminated last line come back as *LineError values
// that carry the line number and byte offset and never any content, and
// reading goes on with the next line. Blank lines are notes, not skips:
// a writer keeps them (Reader.Line has their bytes and line end). Shapes
// tallies, by name, what frames hold outside the documented shapes, and
// which fields the format does not record some frame held. A Reader may take its frames from
// another tokenizer that walks every line anyway (SetSource): a
// FrameBuilder turns that tokenizer's report of the members and elements
// a frame is made of into the frame the parser would make, so the line is
// scanned once.
//
// Nothing in this package puts transcript content into an error or a
// diagnostic.
package transcript
