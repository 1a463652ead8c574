#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/iprof/run.sh /root/.cache/htab-gp/dev/iprof/base base 
echo $? > /root/.cache/htab-gp/dev/iprof/base/rc
dmesg > /root/.cache/htab-gp/dev/iprof/base/dmesg
