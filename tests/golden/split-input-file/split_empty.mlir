// FLAGS: --split-input-file %S/inputs/split_empty.txt
// Runs on inputs/split_empty.txt, which a FLAGS line cannot be part of.
