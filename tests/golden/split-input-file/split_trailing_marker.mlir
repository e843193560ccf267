// FLAGS: --split-input-file %S/inputs/split_trailing_marker.txt
// Runs on inputs/split_trailing_marker.txt, which ends in a marker without a newline.
