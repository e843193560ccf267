// FLAGS: --split-input-file %S/inputs/split_leading_marker.txt
// Runs on inputs/split_leading_marker.txt, which a FLAGS line cannot be part of.
