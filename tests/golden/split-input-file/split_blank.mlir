// FLAGS: --split-input-file %S/inputs/split_blank.txt
// Runs on inputs/split_blank.txt, which a FLAGS line cannot be part of.
