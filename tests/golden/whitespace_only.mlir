// FLAGS:

   
	
