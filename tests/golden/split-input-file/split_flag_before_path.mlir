// FLAGS: --allow-unregistered-dialect --split-input-file
"foo.first"() : () -> ()

// -----

func.func private @second()

// -----
#map = affine_map<(d0) -> (d0 + 1)>
"foo.third"() {m = #map} : () -> ()
