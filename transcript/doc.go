// Package transcript reads agent transcripts: the format-neutral types of
// discovery (Source, Filter, File, Corpus), the Format interface an agent's
// format package implements (transcript/cursor), and the frames of each
// file.
//
// A Format discovers a Source with a Walker, which notes links,
// unreadable entries and files that are not regular as diagnostics, and
// returns a Corpus that names its format. Identity and lineage come from
// the format's layout; symbolic links are never followed, they are
// reported. A format states its line schema as data (SchemaSpec: which
// positions hold discriminators, frame fields, which surface each string
// belongs to), compiled once by CompileSchema into the table the
// structural walk, the redactor and the FrameBuilder run on.
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
// scanned once. A frame keeps its members raw (Frame.Members), so that a
// format's checklist and section read what they need of them and look
// into only those values again (with ValueReader), not the whole line.
//
// Nothing in this package puts transcript content into an error or a
// diagnostic.
package transcript
