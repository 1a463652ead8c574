#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/iprof/run.sh /root/.cache/htab-gp/dev/iprof/none none 
echo $? > /root/.cache/htab-gp/dev/iprof/none/rc
dmesg > /root/.cache/htab-gp/dev/iprof/none/dmesg
