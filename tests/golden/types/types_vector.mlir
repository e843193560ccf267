// FLAGS: --allow-unregistered-dialect
%0:4 = "foo.v"() : () -> (vector<4xf32>, vector<f32>, vector<1x2x3xi8>, vector<4xindex>)
%1:4 = "foo.scalable"() : () -> (vector<[4]xf32>, vector<2x[4]xi32>, vector<[2]x[8]xi1>, vector<4x[1]x2xbf16>)
%2 = "foo.v2"() : () -> vector<16xf8E4M3FN>
