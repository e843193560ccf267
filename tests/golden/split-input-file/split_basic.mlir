// FLAGS: %s --split-input-file --allow-unregistered-dialect
"foo.first"() : () -> ()

// -----

func.func private @second()

// -----
#map = affine_map<(d0) -> (d0 + 1)>
"foo.third"() {m = #map} : () -> ()
