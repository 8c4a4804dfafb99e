// Package export builds bundles: it selects the transcripts and sidecars
// of one or more corpora, scrubs them with a Mode (structural filler or
// redaction), verifies every output line, and writes a deterministic
// .tar.zst or directory with a manifest.
//
// Contracts:
//   - Fail closed. Build returns a *VerifyError, and leaves nothing but its
//     own temporary files (removed by Close or the next run), when any
//     output line is not valid JSON with its source's skeleton, holds a
//     residue of a scrubbed source string, or holds an identity term, or
//     when a coverage claim does not hold on the output. Errors name the
//     bundle file, line and predicate, never content.
//   - Deterministic. The same corpora, options and salt give the same
//     bytes, whatever the number of workers.
//   - Faithful. A bundled transcript keeps its source's lines byte for
//     byte apart from the scrubbed strings: line ends, a BOM, blank lines.
//     The manifest's not_recorded and drift describe the bundled frames
//     (transcript.Shapes), witnessed by bundle path, never source path.
//   - Streaming. Files are scrubbed in parallel, one worker a core, each
//     compressing what it scrubs into zstd frames of its own spool file
//     (redaction's output waits there uncompressed, as much disk as the
//     output, until its placeholders are numbered and it is compressed);
//     memory holds bounded buffers per worker (a file beyond 2 MiB goes
//     through a scratch file), the per-file predicate results and the
//     pseudonym tables.
//   - Each line is checked as it is written: the output is walked again,
//     on its own, for its skeleton, residue and identity (the source's
//     side of the comparison was kept by the scrubbing walk). With
//     --select all a source line is read once: the scrubber's walk also
//     fills the frame the selectors evaluate (scrub.Structural.LineFrame,
//     transcript.FrameBuilder), the identity terms of each transcript's
//     first frames known before (foretell). Redaction reads it twice when
//     the source reveals more identity later, as with the checklist, and
//     from the start for a format that records no identity field (Cursor),
//     whose first frames foretell nothing.
package export
