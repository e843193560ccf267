// FLAGS: --split-input-file %S/inputs/split_markers_only.txt
// Runs on inputs/split_markers_only.txt, which a FLAGS line cannot be part of.
